import type { Meta, StoryObj } from '@storybook/react-vite';
import { ResultMark } from './result-layout.js';

const meta = {
  title: 'ui/ResultMark',
  component: ResultMark,
  args: { tone: 'success' },
} satisfies Meta<typeof ResultMark>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A check mark on a success disc: an order placed, a request sent. */
export const Success: Story = {};

/** An exclamation mark on a warning disc: a payment that did not go through. */
export const Warning: Story = { args: { tone: 'warning' } };

/**
 * The mark is decorative (hidden from assistive technology): the title beside it says what
 * happened, as on a result page.
 */
export const BesideItsTitle: Story = {
  render: (args) => (
    <div style={{ display: 'grid', justifyItems: 'center', gap: '0.5rem' }}>
      <ResultMark {...args} />
      <h1 style={{ margin: 0, fontSize: '1.25rem' }}>
        {args.tone === 'success' ? 'تم إرسال الطلب' : 'لم يكتمل الدفع'}
      </h1>
    </div>
  ),
};

/** Beside its title in English, left to right. */
export const English: Story = {
  render: (args) => (
    <div style={{ display: 'grid', justifyItems: 'center', gap: '0.5rem' }}>
      <ResultMark {...args} />
      <h1 style={{ margin: 0, fontSize: '1.25rem' }}>
        {args.tone === 'success' ? 'Request sent' : 'The payment did not go through'}
      </h1>
    </div>
  ),
  globals: { locale: 'en' },
};

/** Both tones side by side, as a designer compares them. */
export const BothTones: Story = {
  render: (args) => (
    <div style={{ display: 'flex', gap: '2rem' }}>
      <ResultMark {...args} tone="success" />
      <ResultMark {...args} tone="warning" />
    </div>
  ),
};
