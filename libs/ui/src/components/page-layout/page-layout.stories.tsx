import type { Meta, StoryObj } from '@storybook/react-vite';
import { Button } from '../button/button.js';
import { TextField } from '../text-field/text-field.js';
import { AsideLayout, PageLayout } from './page-layout.js';

const meta = {
  title: 'ui/PageLayout',
  component: PageLayout,
  args: {
    width: 'text',
    children: (
      <>
        <h1 style={{ margin: 0 }}>من نحن</h1>
        <p style={{ margin: 0 }}>
          متجر سعودي يوصل طلبات البقالة والمخبوزات إلى باب البيت في الرياض وجدة والدمام، بأسعار
          واضحة وتوصيل في نفس اليوم.
        </p>
      </>
    ),
  },
  parameters: { layout: 'padded' },
} satisfies Meta<typeof PageLayout>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A reading page (48rem), centred. */
export const Text: Story = {};

export const TextEnglish: Story = {
  args: {
    children: (
      <>
        <h1 style={{ margin: 0 }}>About us</h1>
        <p style={{ margin: 0 }}>
          A Saudi store that brings groceries and bakery to the door in Riyadh, Jeddah and Dammam,
          with clear prices and same-day delivery.
        </p>
      </>
    ),
  },
  globals: { locale: 'en' },
};

/** A form of one column (40rem), centred. */
export const Form: Story = {
  args: {
    width: 'form',
    children: (
      <>
        <h1 style={{ margin: 0 }}>شكوى أو اقتراح جديد</h1>
        <TextField label="العنوان" />
        <TextField label="الرسالة" />
        <Button>إرسال</Button>
      </>
    ),
  },
};

/** A short card (28rem), centred: signing in. */
export const NarrowEnglish: Story = {
  args: {
    width: 'narrow',
    children: (
      <>
        <h1 style={{ margin: 0 }}>Sign in</h1>
        <TextField label="Phone number" />
        <Button>Continue</Button>
      </>
    ),
  },
  globals: { locale: 'en' },
};

/** The main column and an aside beside it from 56rem (below it on a phone). */
export const WithAside: Story = {
  args: {
    width: 'wide',
    children: (
      <AsideLayout
        aside={
          <aside aria-label="ملخص الطلب" style={{ padding: 16, border: '1px solid #ddd' }}>
            <strong>الإجمالي: ١٢٠ ريال</strong>
            <Button>إتمام الطلب</Button>
          </aside>
        }
      >
        <h1 style={{ margin: 0 }}>سلة المشتريات</h1>
        <p style={{ margin: 0 }}>ثلاثة منتجات</p>
      </AsideLayout>
    ),
  },
};

export const WithAsideEnglish: Story = {
  args: {
    width: 'wide',
    children: (
      <AsideLayout
        aside={
          <aside aria-label="Order summary" style={{ padding: 16, border: '1px solid #ddd' }}>
            <strong>Total: SAR 120</strong>
            <Button>Complete the order</Button>
          </aside>
        }
      >
        <h1 style={{ margin: 0 }}>Cart</h1>
        <p style={{ margin: 0 }}>Three products</p>
      </AsideLayout>
    ),
  },
  globals: { locale: 'en' },
};
