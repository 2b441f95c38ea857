import type { Meta, StoryObj } from '@storybook/react-vite';
import { useEffect, useRef, useState } from 'react';
import { fn } from 'storybook/test';
import { ApiError } from '@matjar/api-client';
import { ComplaintForm, type ComplaintFormProps } from './complaint-form.js';

/**
 * Sends the form for real-looking: the upload creeps to the end, then the store refuses once (the
 * form keeps everything) and accepts the second time.
 */
function SimulatedComplaintForm({ onSubmit, ...props }: ComplaintFormProps) {
  const [progress, setProgress] = useState(0);
  const [isPending, setIsPending] = useState(false);
  const [error, setError] = useState<unknown>(null);
  const attempts = useRef(0);
  const timer = useRef<ReturnType<typeof setInterval>>(undefined);
  useEffect(() => () => clearInterval(timer.current), []);
  return (
    <ComplaintForm
      {...props}
      isPending={isPending}
      progress={progress}
      error={error}
      onSubmit={(input) => {
        onSubmit(input);
        attempts.current += 1;
        const isRefused = attempts.current === 1;
        let sent = 0;
        setError(null);
        setIsPending(true);
        setProgress(0);
        clearInterval(timer.current);
        timer.current = setInterval(() => {
          sent = Math.min(1, sent + 0.2);
          setProgress(sent);
          if (sent < 1) return;
          clearInterval(timer.current);
          setIsPending(false);
          if (isRefused) {
            setError(
              new ApiError({
                kind: 'fail',
                call: 'complaints.create',
                msg: 'تعذّر إرسال الرسالة الآن، حاول مرة أخرى.',
              }),
            );
          }
        }, 400);
      }}
    />
  );
}

const meta = {
  title: 'account/ComplaintForm',
  component: ComplaintForm,
  args: { onSubmit: fn(), isPending: false },
  render: (args) => (
    <div style={{ maxInlineSize: '40rem' }}>
      <ComplaintForm {...args} />
    </div>
  ),
} satisfies Meta<typeof ComplaintForm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};
export const Suggestion: Story = { args: { defaultType: 'suggestion' } };
export const Sending: Story = { args: { isPending: true, progress: 0.42 } };
export const SendingSizeUnknown: Story = { args: { isPending: true, progress: 0 } };
export const Failed: Story = {
  args: {
    error: new ApiError({
      kind: 'fail',
      call: 'complaints.create',
      msg: 'تعذّر إرسال الرسالة الآن، حاول مرة أخرى.',
    }),
  },
};
export const Offline: Story = {
  args: { error: new ApiError({ kind: 'network', call: 'complaints.create' }) },
};
/** A proxy refused the body as too large (HTTP 413, no store message). */
export const TooLargeToSend: Story = {
  args: { error: new ApiError({ kind: 'http', call: 'complaints.create', status: 413 }) },
};
export const Simulated: Story = {
  render: (args) => (
    <div style={{ maxInlineSize: '40rem' }}>
      <SimulatedComplaintForm {...args} />
    </div>
  ),
};
export const English: Story = { globals: { locale: 'en' } };
export const EnglishSending: Story = {
  args: { isPending: true, progress: 0.75 },
  globals: { locale: 'en' },
};
export const Phone: Story = {
  render: (args) => (
    <div style={{ maxInlineSize: '390px' }}>
      <ComplaintForm {...args} />
    </div>
  ),
};
