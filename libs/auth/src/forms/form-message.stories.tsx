import type { Meta, StoryObj } from '@storybook/react-vite';
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { ApiError } from '@matjar/api-client';
import { TestI18nProvider, storyLocale } from '@matjar/i18n/testing';
import { failureMessage } from './failure-message.js';
import { FormAlert } from './form-message.js';

/**
 * A story decorator: the toolbar's language (or the one the story's `globals` lock) around a
 * form's column, where the alert sits above the form's button.
 */
function withFormColumn(Story: () => ReactNode, context: { globals: { locale?: unknown } }) {
  return (
    <TestI18nProvider locale={storyLocale(context.globals)}>
      <div style={{ maxInlineSize: '24rem' }}>{Story()}</div>
    </TestI18nProvider>
  );
}

/** The alert of a form whose call could not reach the store, in the toolbar's language. */
function OfflineFailure() {
  const intl = useIntl();
  return (
    <FormAlert
      message={failureMessage(intl, new ApiError({ kind: 'network', call: 'auth.signIn' }))}
    />
  );
}

const meta = {
  title: 'auth/FormAlert',
  component: FormAlert,
  args: { message: 'رقم الجوال أو كلمة المرور غير صحيحة' },
  decorators: [withFormColumn],
} satisfies Meta<typeof FormAlert>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The server's `msg` of a refused submission, shown as it came (in the request's language). */
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

/** A localized failure without a server message (offline): follows the toolbar's language. */
export const OfflineFailureMessage: Story = { render: () => <OfflineFailure /> };
