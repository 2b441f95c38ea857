import type { Meta, StoryObj } from '@storybook/react-vite';
import { ToastProvider } from '@matjar/ui';
import { withCatalogLocale } from '../story-decorators.js';
import { ShareButton } from './share-button.js';

const meta = {
  title: 'catalog/ShareButton',
  component: ShareButton,
  args: {
    url: 'https://matjar.example/products/102',
    title: 'تمر سكري القصيم فاخر ١ كجم',
  },
  decorators: [
    (Story) => (
      <ToastProvider>
        <Story />
      </ToastProvider>
    ),
    withCatalogLocale,
  ],
} satisfies Meta<typeof ShareButton>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Secondary: Story = {};
export const Ghost: Story = { args: { variant: 'ghost', size: 'sm' } };
export const English: Story = {
  args: { title: 'Premium Qassim Sukkari dates 1 kg' },
  globals: { locale: 'en' },
};
