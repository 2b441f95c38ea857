import type { Meta, StoryObj } from '@storybook/react-vite';
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { errorMessages } from '@matjar/i18n';
import { FormAlert } from './form-alert.js';

/** A form's column, where the alert sits above the form's button. */
function withFormColumn(Story: () => ReactNode) {
  return <div style={{ maxInlineSize: '24rem' }}>{Story()}</div>;
}

/** The alert of a form whose call could not reach the store, in the toolbar's language. */
function OfflineFailure() {
  const intl = useIntl();
  return <FormAlert message={intl.formatMessage(errorMessages.serverConnection)} />;
}

const meta = {
  title: 'ui/FormAlert',
  component: FormAlert,
  args: { message: 'رقم الجوال أو كلمة المرور غير صحيحة' },
  decorators: [withFormColumn],
} satisfies Meta<typeof FormAlert>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The store's `msg` of a refused submission, shown as it came (in the request's language). */
export const ServerMessage: Story = {};

export const English: Story = {
  args: { message: 'The phone number or the password is incorrect.' },
  globals: { locale: 'en' },
};

/** A message over several lines, in the narrow column of a phone. */
export const LongMessage: Story = {
  args: {
    message:
      'لا يمكن حذف الحساب الآن لأن لديك طلبات قيد التنفيذ. انتظر حتى تكتمل طلباتك أو ألغها، ثم حاول مرة أخرى.',
  },
};

/** A localized failure without a store message (offline): follows the toolbar's language. */
export const OfflineFailureMessage: Story = { render: () => <OfflineFailure /> };
