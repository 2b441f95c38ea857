import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { ErrorState } from './error-state.js';

const meta = {
  title: 'ui/ErrorState',
  component: ErrorState,
  args: { onRetry: fn() },
} satisfies Meta<typeof ErrorState>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Retrying: Story = { args: { isRetrying: true } };

export const WithTitleAndDescription: Story = {
  args: {
    title: 'تعذّر تحميل طلباتك',
    description: 'تحقق من اتصالك بالإنترنت ثم أعد المحاولة.',
  },
};

export const WithoutRetry: Story = { args: { onRetry: undefined } };
