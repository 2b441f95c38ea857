import type { Meta, StoryObj } from '@storybook/react-vite';
import { Button } from '../button/button.js';
import { ResultLayout } from './result-layout.js';

const meta = {
  title: 'ui/ResultLayout',
  component: ResultLayout,
  args: {
    tone: 'success',
    title: 'تم إرسال الطلب',
    children: <p>سنتواصل معك خلال يومي عمل.</p>,
    actions: <Button>العودة إلى حسابي</Button>,
  },
  parameters: { layout: 'padded' },
} satisfies Meta<typeof ResultLayout>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Success: Story = {};

export const SuccessEnglish: Story = {
  args: {
    title: 'Request sent',
    children: <p>We will call you within two working days.</p>,
    actions: (
      <>
        <Button>Back to my account</Button>
        <Button variant="secondary">Continue shopping</Button>
      </>
    ),
  },
  globals: { locale: 'en' },
};

/** A payment that did not go through: an exclamation mark on a warning disc. */
export const Warning: Story = {
  args: {
    tone: 'warning',
    title: 'لم يكتمل الدفع',
    children: <p>لم يُخصم أي مبلغ. يمكنك المحاولة مرة أخرى.</p>,
    actions: <Button>ادفع الآن</Button>,
  },
};

export const WarningEnglish: Story = {
  args: {
    tone: 'warning',
    title: 'The payment did not go through',
    children: <p>Nothing was charged. You can try again.</p>,
    actions: <Button>Pay now</Button>,
  },
  globals: { locale: 'en' },
};
