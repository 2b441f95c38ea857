import type {
  BankAccount,
  Pagination,
  Points,
  PointsRate,
  Wallet,
  WalletTransaction,
} from '@matjar/api-client';

/** One page of a list as the store sends it, 20 a page: `items` on page `page` of `lastPage`. */
export const pageOf = <TItem>(
  items: TItem[],
  page = 1,
  lastPage = 1,
): { data: TItem[]; pagination: Pagination } => ({
  data: items,
  pagination: { total: items.length, per_page: 20, current_page: page, last_page: lastPage },
});

/** A wallet with 350.75 SAR, 100 of it held by a pending withdrawal. */
export const walletFixture: Wallet = {
  balance: 350.75,
  currency: 'SAR',
  charge_min: 10,
  charge_max: 5000,
  pending_withdrawals: 100,
};

/** An empty wallet. */
export const emptyWallet: Wallet = { ...walletFixture, balance: 0, pending_withdrawals: 0 };

/** Each kind of movement, newest first. */
export const transactionsFixture: WalletTransaction[] = [
  {
    id: 9,
    type: 'withdrawal',
    amount: -100,
    balance_after: 350.75,
    status: 'pending',
    description: 'سحب إلى مصرف الراجحي',
    order_id: null,
    created_at: '2026-11-22T09:30:00.000Z',
  },
  {
    id: 8,
    type: 'points',
    amount: 25,
    balance_after: 450.75,
    status: 'completed',
    description: 'تحويل 250 نقطة إلى رصيد',
    order_id: null,
    created_at: '2026-11-21T18:00:00.000Z',
  },
  {
    id: 7,
    type: 'refund',
    amount: 160,
    balance_after: 425.75,
    status: 'completed',
    description: 'استرداد الطلب رقم 105123',
    order_id: 5123,
    created_at: '2026-11-20T12:10:00.000Z',
  },
  {
    id: 6,
    type: 'payment',
    amount: -234.25,
    balance_after: 265.75,
    status: 'completed',
    description: 'دفع الطلب رقم 105120',
    order_id: 5120,
    created_at: '2026-11-19T15:45:00.000Z',
  },
  {
    id: 5,
    type: 'charge',
    amount: 500,
    balance_after: 500,
    status: 'completed',
    description: 'شحن المحفظة بالبطاقة',
    order_id: null,
    created_at: '2026-11-18T08:00:00.000Z',
  },
];

/** Two saved bank accounts (valid Saudi IBANs). */
export const bankAccountsFixture: BankAccount[] = [
  {
    id: 1,
    account_name: 'سارة العتيبي',
    bank_name: 'مصرف الراجحي',
    account_number: '608010167519001',
    iban: 'SA4680000608010167519001',
  },
  {
    id: 2,
    account_name: 'سارة العتيبي',
    bank_name: 'البنك الأهلي السعودي',
    account_number: '12345678901234',
    iban: 'SA8510000012345678901234',
  },
];

/** 1,250 points worth 125 SAR; 100 at least per conversion. */
export const pointsFixture: Points = { points: 1250, value: 125, min_points: 100 };

/** 100 points are worth 10 SAR. */
export const pointsRateFixture: PointsRate = { points: 100, value: 10, currency: 'SAR' };
