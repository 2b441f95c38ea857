import type { Meta, StoryObj } from '@storybook/react-vite';
import { Button } from '../button/button.js';
import { EmptyState } from './empty-state.js';
import { AddressesIllustration } from './illustrations/addresses.js';
import { BankAccountsIllustration } from './illustrations/bank-accounts.js';
import { EmptyCartIllustration } from './illustrations/empty-cart.js';
import { FavoritesIllustration } from './illustrations/favorites.js';
import { MessagesIllustration } from './illustrations/messages.js';
import { NotificationsIllustration } from './illustrations/notifications.js';
import { OrdersIllustration } from './illustrations/orders.js';
import { ReviewsIllustration } from './illustrations/reviews.js';
import { SearchIllustration } from './illustrations/search.js';
import { WalletIllustration } from './illustrations/wallet.js';

const meta = {
  title: 'ui/EmptyState',
  component: EmptyState,
  args: { title: 'سلتك فارغة' },
} satisfies Meta<typeof EmptyState>;

export default meta;
type Story = StoryObj<typeof meta>;

export const TitleOnly: Story = {};

export const WithDescription: Story = {
  args: {
    title: 'لا توجد نتائج مطابقة لبحثك',
    description: 'جرّب كلمة أخرى أو تصفّح الأقسام.',
  },
};

export const WithAction: Story = {
  args: {
    description: 'أضف منتجاتك المفضلة وستجدها هنا.',
    action: <Button>تصفّح العروض</Button>,
  },
};

export const WithLinkAction: Story = {
  args: {
    title: 'ليس لديك طلبات حالية',
    action: <a href="#offers">اطلب الآن</a>,
  },
};

export const CustomIllustration: Story = {
  args: {
    title: 'ليس لديك إشعارات',
    illustration: (
      <svg
        viewBox="0 0 24 24"
        style={{ inlineSize: '4rem', blockSize: '4rem' }}
        fill="none"
        stroke="currentColor"
        strokeWidth="1.5"
      >
        <path d="M6 16V11a6 6 0 1 1 12 0v5l2 2H4z" />
        <path d="M10 20a2 2 0 0 0 4 0" />
      </svg>
    ),
  },
};

const gallery = { display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(14rem, 1fr))' };

/** Each context's own picture, as its page shows it. */
export const Pictures: Story = {
  render: () => (
    <div style={gallery}>
      <EmptyState illustration={<EmptyCartIllustration />} title="سلتك فارغة" />
      <EmptyState illustration={<FavoritesIllustration />} title="لا توجد منتجات مفضلة" />
      <EmptyState illustration={<OrdersIllustration />} title="لا توجد لديك طلبات جديدة" />
      <EmptyState illustration={<NotificationsIllustration />} title="ليس لديك إشعارات" />
      <EmptyState illustration={<AddressesIllustration />} title="لا توجد عناوين محفوظة" />
      <EmptyState illustration={<BankAccountsIllustration />} title="لا توجد حسابات مالية" />
      <EmptyState illustration={<MessagesIllustration />} title="لا توجد شكاوى أو مقترحات" />
      <EmptyState illustration={<ReviewsIllustration />} title="لا توجد تقييمات بعد" />
      <EmptyState illustration={<SearchIllustration />} title="لا توجد نتائج مطابقة لبحثك" />
      <EmptyState illustration={<WalletIllustration />} title="لا توجد حركات في محفظتك" />
    </div>
  ),
};

export const PicturesEnglish: Story = {
  render: () => (
    <div style={gallery}>
      <EmptyState illustration={<EmptyCartIllustration />} title="Your cart is empty" />
      <EmptyState illustration={<FavoritesIllustration />} title="No favorites yet" />
      <EmptyState illustration={<OrdersIllustration />} title="You have no new orders" />
      <EmptyState illustration={<NotificationsIllustration />} title="No notifications" />
      <EmptyState illustration={<AddressesIllustration />} title="No saved addresses" />
      <EmptyState illustration={<BankAccountsIllustration />} title="No financial accounts" />
      <EmptyState illustration={<MessagesIllustration />} title="No complaints or suggestions" />
      <EmptyState illustration={<ReviewsIllustration />} title="No reviews yet" />
      <EmptyState illustration={<SearchIllustration />} title="No results match your search" />
      <EmptyState illustration={<WalletIllustration />} title="No wallet movements yet" />
    </div>
  ),
  globals: { locale: 'en' },
};
