import type { Meta, StoryObj } from '@storybook/react-vite';
import { withContentProviders } from '../info-page/story-providers.js';
import { SanitizedHtml } from './sanitized-html.js';

const meta = {
  title: 'account/SanitizedHtml',
  component: SanitizedHtml,
  decorators: [withContentProviders],
  args: {
    className: 'account-rich-text',
    dir: 'auto',
    html: '<h2>سياسة الاستبدال</h2><p>يمكنك استبدال المنتج خلال <strong>٧ أيام</strong> من الاستلام.</p><ul><li>أن يكون بحالته الأصلية</li><li>مع الفاتورة</li></ul>',
  },
} satisfies Meta<typeof SanitizedHtml>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Arabic: Story = {};

export const English: Story = {
  args: {
    html: '<h2>Exchange policy</h2><p>You may exchange a product within <strong>7 days</strong> of delivery.</p><p><a href="https://example.com/help">Help centre</a></p>',
  },
  globals: { locale: 'en' },
};

/** A tampered text: only the words remain, nothing runs. */
export const Hostile: Story = {
  args: {
    html: '<p onclick="alert(1)">مرحبًا<script>alert(2)</script><img src=x onerror="alert(3)"></p><style>body{display:none}</style>',
  },
};
