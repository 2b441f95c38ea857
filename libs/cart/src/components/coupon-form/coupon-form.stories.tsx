import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { fn } from 'storybook/test';
import type { AppliedCoupon } from '@matjar/api-client';
import { ramadanCoupon } from '../cart-fixtures.js';
import { withCartLocale } from '../story-decorators.js';
import { CouponForm, type CouponFormProps } from './coupon-form.js';

/** Applies RAMADAN10 and refuses any other code, as the demo store does. */
function StatefulCouponForm({
  coupon: initialCoupon,
  onApply,
  onRemove,
  ...props
}: CouponFormProps) {
  const [coupon, setCoupon] = useState<AppliedCoupon | null>(initialCoupon);
  const [error, setError] = useState(props.error);
  return (
    <CouponForm
      {...props}
      coupon={coupon}
      error={error}
      onApply={(code) => {
        onApply(code);
        if (code === ramadanCoupon.code) {
          setError(undefined);
          setCoupon(ramadanCoupon);
        } else {
          setError('كود الخصم غير صالح');
        }
      }}
      onRemove={() => {
        onRemove();
        setCoupon(null);
      }}
    />
  );
}

const meta = {
  title: 'cart/CouponForm',
  component: CouponForm,
  args: { coupon: null, onApply: fn(), onRemove: fn(), isPending: false },
  decorators: [withCartLocale],
  render: (args) => (
    <div style={{ maxInlineSize: '24rem' }}>
      <StatefulCouponForm {...args} />
    </div>
  ),
} satisfies Meta<typeof CouponForm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Entry: Story = {};
export const Applying: Story = { args: { isPending: true } };
export const Refused: Story = { args: { error: 'كود الخصم منتهي الصلاحية' } };
export const Applied: Story = { args: { coupon: ramadanCoupon } };
export const BelowMinimumOrder: Story = {
  args: { coupon: { ...ramadanCoupon, discount: 0 } },
};
export const Removing: Story = { args: { coupon: ramadanCoupon, isPending: true } };
export const English: Story = {
  args: { coupon: ramadanCoupon },
  globals: { locale: 'en' },
};
