import { composeStories } from '@storybook/react-vite';
import { render, screen, within } from '@testing-library/react';
import type { Order } from '@matjar/api-client';
import { TestI18nProvider } from '@matjar/i18n/testing';
import { assertNoAxeViolations } from '@matjar/ui/testing';
import { describe, expect, it } from 'vitest';
import {
  cancelledOrder,
  delegate,
  finishedOrder,
  newOrder,
  onWayOrder,
  rejectedOrder,
  returnedOrder,
  scheduledOrder,
} from '../order-fixtures.js';
import { OrderDetails, type OrderDetailsProps } from './order-details.js';
import * as stories from './order-details.stories.js';

function renderDetails(
  order: Order,
  props: Partial<OrderDetailsProps> = {},
  locale: 'ar' | 'en' = 'en',
) {
  render(
    <TestI18nProvider locale={locale}>
      <OrderDetails order={order} {...props} />
    </TestI18nProvider>,
  );
}

/** The value shown beside a label of the details (a `<dt>` and its `<dd>`). */
function valueOf(label: string): HTMLElement {
  const term = screen.getAllByRole('term').find((candidate) => candidate.textContent === label);
  const value = term?.nextElementSibling;
  if (!(value instanceof HTMLElement)) throw new Error(`No value is labelled "${label}"`);
  return value;
}

const section = (name: string | RegExp) => screen.getByRole('region', { name });

describe('OrderDetails', () => {
  it.each(Object.entries(composeStories(stories)))(
    'has no axe violations: %s',
    async (_name, Story) => {
      const { container } = render(<Story />);
      await assertNoAxeViolations(container);
    },
  );

  it('titles the page with the order number and says when it was placed, in Riyadh time', () => {
    renderDetails(newOrder);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Order 105120');
    expect(screen.getByText(/Placed on/)).toHaveTextContent(/November 22, 2026.*1:15\s?PM/);
  });

  it('names each section with a second-level heading', () => {
    renderDetails({ ...returnedOrder, cancel_reason: 'x', reject_reason: 'y' });
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual([
      'Delivery',
      'Products',
      'Payment',
      'Price details',
      'Why the order was cancelled',
      'Return',
      'Why the store rejected the order',
      'Delegate',
    ]);
  });

  it('shows a normal delivery as soon as possible, with the address, the note and the code', () => {
    renderDetails(newOrder);
    const delivery = section('Delivery');
    expect(within(delivery).getByText('Delivery time').nextElementSibling).toHaveTextContent(
      'As soon as possible',
    );
    expect(within(delivery).getByText('Delivery address').nextElementSibling).toHaveTextContent(
      'المنزلحي النرجس، شارع الأمير محمد بن سلمان، الرياض',
    );
    expect(within(delivery).getByText('Your note').nextElementSibling).toHaveTextContent(
      'الرجاء الاتصال قبل الوصول',
    );
    expect(within(delivery).getByText('4821')).toBeVisible();
    expect(
      within(delivery).getByText('Give this code to the delegate when your order arrives'),
    ).toBeVisible();
    expect(within(delivery).queryByText('Another recipient')).not.toBeInTheDocument();
  });

  it('shows a scheduled delivery on its Gregorian day with its time range', () => {
    renderDetails(scheduledOrder);
    const when = valueOf('Delivery time');
    expect(when).toHaveTextContent('Scheduled for Wednesday, November 25, 2026');
    expect(when).toHaveTextContent(/From 4:00\s?PM to 7:00\s?PM/);
  });

  it('shows the scheduled day in Arabic on an Arabic page', () => {
    renderDetails(scheduledOrder, {}, 'ar');
    expect(screen.getByText(/الأربعاء/)).toHaveTextContent('نوفمبر');
  });

  it('hides the delivery code once the order is delivered or cancelled', () => {
    renderDetails(finishedOrder);
    expect(screen.queryByText('Delivery code')).not.toBeInTheDocument();
    expect(screen.queryByText('4821')).not.toBeInTheDocument();
  });

  it('shows another recipient with the phone grouped, written left to right, to call', () => {
    renderDetails(onWayOrder);
    expect(valueOf('Another recipient')).toHaveTextContent('هدى');
    expect(screen.getByText('+966 51 234 5678')).toHaveAttribute('dir', 'ltr');
    expect(screen.getByRole('link', { name: '+966 51 234 5678' })).toHaveAttribute(
      'href',
      'tel:+966512345678',
    );
  });

  it('lists each product with its variant, quantity, unit price and line price', () => {
    renderDetails(newOrder, { productHref: (id) => `/product/${id}` });
    const items = within(section('Products')).getAllByRole('listitem');
    expect(items).toHaveLength(3);
    const [thobe, oud, dates] = items as [HTMLElement, HTMLElement, HTMLElement];
    expect(within(thobe).getByRole('link', { name: 'ثوب رجالي قطن مصري' })).toHaveAttribute(
      'href',
      '/product/201',
    );
    expect(thobe).toHaveTextContent('Color: كحلي, Size: 54');
    expect(within(thobe).getByText(/×/)).toHaveTextContent('2 × 189.00 Saudi riyals');
    expect(within(thobe).getByText('Line total').parentElement).toHaveTextContent(
      '378.00 Saudi riyals',
    );
    expect(oud).toHaveTextContent('Size: 12 ml');
    expect(oud).not.toHaveTextContent('Color');
    expect(dates).not.toHaveTextContent(/Color|Size/);
    expect(within(dates).getByText(/×/)).toHaveTextContent('3 × 45.00 Saudi riyals');
  });

  it('shows product names as plain text when there are no product pages to link to', () => {
    renderDetails(newOrder);
    expect(within(section('Products')).queryByRole('link')).not.toBeInTheDocument();
    expect(screen.getByText('تمر سكري القصيم')).toBeVisible();
  });

  it('shows a cash order cancelled before delivery as not paid', () => {
    renderDetails(cancelledOrder);
    expect(valueOf('Payment status')).toHaveTextContent('Not paid');
    expect(valueOf('Payment status')).not.toHaveTextContent(/Paid|on delivery/);
  });

  it('names the VAT rate the store gives', () => {
    renderDetails(finishedOrder, { vatRate: 0.05 });
    expect(section('Price details')).toHaveTextContent('VAT (5%) included');
  });

  it('shows how an unpaid cash order is paid and its coupon', () => {
    renderDetails(newOrder);
    expect(valueOf('Payment method')).toHaveTextContent('Cash on delivery');
    expect(valueOf('Payment status')).toHaveTextContent('To be paid on delivery');
    expect(valueOf('Coupon')).toHaveTextContent('RAMADAN10');
    expect(valueOf('Coupon')).toHaveTextContent('50.00 Saudi riyals');
    expect(screen.queryByText('Paid from your wallet')).not.toBeInTheDocument();
  });

  it('shows what the wallet paid, and a paid order as paid', () => {
    renderDetails({
      ...finishedOrder,
      payment_method: 'amount',
      paid_from_wallet: 200,
      coupon: null,
    });
    expect(valueOf('Payment method')).toHaveTextContent('Wallet and cash on delivery');
    expect(valueOf('Payment status')).toHaveTextContent('Paid');
    expect(valueOf('Paid from your wallet')).toHaveTextContent('200.00 Saudi riyals');
    expect(screen.queryByText('Coupon')).not.toBeInTheDocument();
  });

  it('lists every amount of the order, with free shipping as "Free"', () => {
    renderDetails(newOrder);
    expect(valueOf('Products price')).toHaveTextContent('763.00 Saudi riyals');
    expect(valueOf('Discount')).toHaveTextContent('50.00 Saudi riyals');
    expect(valueOf('Order price')).toHaveTextContent('713.00 Saudi riyals');
    expect(valueOf('Shipping')).toHaveTextContent('Free');
    expect(valueOf('VAT (15%) included')).toHaveTextContent('95.78 Saudi riyals');
    expect(valueOf('Total')).toHaveTextContent('734.30 Saudi riyals');
  });

  it('shows a shipping fee as a price', () => {
    renderDetails({ ...newOrder, shipping: 25 });
    expect(valueOf('Shipping')).toHaveTextContent('25.00 Saudi riyals');
    expect(valueOf('Shipping')).not.toHaveTextContent('Free');
  });

  it('shows why a cancelled order was cancelled, and no other reason', () => {
    renderDetails(cancelledOrder);
    expect(section('Why the order was cancelled')).toHaveTextContent('طلبت بالخطأ');
    expect(screen.queryByRole('heading', { name: 'Return' })).not.toBeInTheDocument();
    expect(
      screen.queryByRole('heading', { name: 'Why the store rejected the order' }),
    ).not.toBeInTheDocument();
  });

  it('shows why a rejected order was rejected', () => {
    renderDetails(rejectedOrder);
    expect(section('Why the store rejected the order')).toHaveTextContent('لم يصل مبلغ التحويل');
    expect(
      screen.queryByRole('heading', { name: 'Why the order was cancelled' }),
    ).not.toBeInTheDocument();
  });

  it('shows the return reason and opens each return photo in a new tab', () => {
    renderDetails(returnedOrder);
    const returned = section('Return');
    expect(within(returned).getByText('Return reason').nextElementSibling).toHaveTextContent(
      'المقاس غير مناسب',
    );
    const first = within(returned).getByRole('link', { name: 'Return photo 1' });
    expect(first).toHaveAttribute('href', returnedOrder.return_photos[0]);
    expect(first).toHaveAttribute('target', '_blank');
    expect(first).toHaveAccessibleDescription('Opens in a new tab');
    expect(within(returned).getByRole('link', { name: 'Return photo 2' })).toHaveAttribute(
      'href',
      returnedOrder.return_photos[1],
    );
    expect(within(returned).getByRole('img', { name: 'Return photo 2' })).toHaveAttribute(
      'src',
      returnedOrder.return_photos[1],
    );
  });

  it('shows the delegate with a phone to call and the average rating', () => {
    renderDetails(onWayOrder);
    const card = section('Delegate');
    expect(within(card).getByText('Name').nextElementSibling).toHaveTextContent('فهد العتيبي');
    const phone = within(card).getByRole('link', {
      name: 'Call فهد العتيبي on +966 55 512 3456',
    });
    expect(phone).toHaveAttribute('href', 'tel:+966555123456');
    expect(within(phone).getByText('+966 55 512 3456')).toHaveAttribute('dir', 'ltr');
    expect(within(card).getByRole('img', { name: 'Rated 4.7 out of 5' })).toBeVisible();
    expect(within(card).queryByText('Your rating')).not.toBeInTheDocument();
  });

  it("groups the delegate's number however the server writes it, and calls it", () => {
    renderDetails({ ...onWayOrder, delegate: { ...delegate, phone: '0551234567' } });
    const phone = within(section('Delegate')).getByRole('link', {
      name: 'Call فهد العتيبي on +966 55 123 4567',
    });
    expect(phone).toHaveAttribute('href', 'tel:+966551234567');
    expect(within(phone).getByText('+966 55 123 4567')).toHaveAttribute('dir', 'ltr');
  });

  it("shows the customer's own rating of the delegate once given", () => {
    renderDetails({ ...finishedOrder, delegate: { ...delegate, my_rating: 4 } });
    expect(
      within(valueOf('Your rating')).getByRole('img', {
        name: 'Rated 4 out of 5',
      }),
    ).toBeVisible();
  });

  it('has no delegate section before a delegate is assigned, and no actions', () => {
    renderDetails(newOrder);
    expect(screen.queryByRole('heading', { name: 'Delegate' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });
});
