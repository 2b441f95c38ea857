import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { ApiError } from '@matjar/api-client';
import { withContentProviders } from '../info-page/story-providers.js';
import { ContactForm } from './contact-form.js';

/** Answers like the store after a moment: accepted. */
const sendAfterAMoment = () => new Promise<void>((resolve) => setTimeout(resolve, 800));

/** Answers like the store after a moment: refused with its message. */
const refuseAfterAMoment = (msg: string) => () =>
  new Promise<never>((_resolve, reject) =>
    setTimeout(
      () => reject(new ApiError({ kind: 'fail', call: 'content.contactUs', status: 422, msg })),
      800,
    ),
  );

const meta = {
  title: 'account/ContactForm',
  component: ContactForm,
  args: { onSubmit: fn(sendAfterAMoment), isPending: false },
  decorators: [withContentProviders],
  render: (args) => (
    <div style={{ maxInlineSize: '48rem' }}>
      <ContactForm {...args} />
    </div>
  ),
} satisfies Meta<typeof ContactForm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Arabic: Story = { globals: { locale: 'ar' } };
export const English: Story = { globals: { locale: 'en' } };
/** A signed-in customer: name and phone are already there. */
export const Prefilled: Story = { args: { defaultValues: { name: 'سارة', phone: '500000001' } } };
export const Sending: Story = {
  args: {
    isPending: true,
    defaultValues: {
      name: 'سارة',
      phone: '500000001',
      subject: 'استفسار',
      title: 'موعد التوصيل',
      message: 'متى يصل طلبي؟',
    },
  },
};
/** Press "Send": the store refuses and the form keeps what was typed. */
export const Refused: Story = {
  args: {
    onSubmit: fn(refuseAfterAMoment('تعذر إرسال رسالتك الآن، حاول لاحقًا')),
    defaultValues: {
      name: 'سارة',
      phone: '500000001',
      subject: 'استفسار',
      title: 'موعد التوصيل',
      message: 'متى يصل طلبي؟',
    },
  },
};
export const RefusedEnglish: Story = {
  args: {
    onSubmit: fn(refuseAfterAMoment('We could not send your message now; please try later')),
    defaultValues: {
      name: 'Sara',
      phone: '500000001',
      subject: 'Question',
      title: 'Delivery time',
      message: 'When will my order arrive?',
    },
  },
  globals: { locale: 'en' },
};
