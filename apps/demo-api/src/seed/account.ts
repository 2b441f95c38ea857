import { walletCredit } from './account-wallet.js';

/** A text in both languages of the store. */
export interface DemoText {
  ar: string;
  en: string;
}

export type DemoTransactionType = 'charge' | 'payment' | 'refund' | 'withdrawal' | 'points';

/** One movement of a wallet; credits positive, debits negative (SAR). */
export interface DemoWalletTransaction {
  id: number;
  user_id: number;
  type: DemoTransactionType;
  amount: number;
  balance_after: number;
  status: 'completed' | 'pending' | 'rejected';
  description: DemoText;
  order_id: number | null;
  created_at: string;
}

export interface DemoBankDetails {
  account_name: string;
  bank_name: string;
  account_number: string;
  iban: string;
}

export interface DemoBankAccount extends DemoBankDetails {
  id: number;
  user_id: number;
}

/** A withdrawal request; its amount is held from the wallet until approved (or given back). */
export interface DemoWithdrawal {
  id: number;
  user_id: number;
  amount: number;
  status: 'pending' | 'approved' | 'rejected';
  bank_account: DemoBankDetails;
  transaction_id: number;
  created_at: string;
}

export interface DemoComplaint {
  id: number;
  user_id: number;
  number: string;
  type: 'complaint' | 'suggestion';
  title: string;
  message: string;
  images: string[];
  /** A response written by the store; without one, the demo answers after a while. */
  response: (DemoText & { created_at: string }) | null;
  created_at: string;
}

export interface DemoNotification {
  id: number;
  user_id: number;
  type: string;
  title: DemoText;
  body: DemoText;
  order_id: number | null;
  /** The product a notification is about (back in stock); absent from older data. */
  product_id?: number | null;
  is_read: boolean;
  created_at: string;
}

/** The national-address parts of a saved location (`state.locations`), by location id. */
export interface DemoAddressDetails {
  city: string | null;
  district: string | null;
  street: string | null;
  building_number: string | null;
  short_address: string | null;
  landmark: string | null;
}

/** Wallets, points, bank accounts, complaints and notifications of the demo store. */
export interface AccountState {
  /** User id → wallet balance in SAR. */
  wallets: Record<string, number>;
  transactions: DemoWalletTransaction[];
  withdrawals: DemoWithdrawal[];
  /** User id → loyalty points. */
  points: Record<string, number>;
  bankAccounts: DemoBankAccount[];
  complaints: DemoComplaint[];
  notifications: DemoNotification[];
  /** Location id → national-address parts. */
  addresses: Record<string, DemoAddressDetails>;
  /** Visitor token → the visitor's device value (`mac_address`). */
  visitors: Record<string, string>;
  /** Phone → password-reset code waiting to be entered. */
  resetCodes: Record<string, string>;
}

const daysAgo = (days: number, now: number) => new Date(now - days * 86_400_000).toISOString();

/**
 * The account data's starting point. Customer 1 (500000001) has 250.50 SAR in the wallet after
 * four transactions, 1 250 points, one bank account, an answered complaint, and three
 * notifications (two unread).
 */
export function seedAccount(now = Date.now()): AccountState {
  const state: AccountState = {
    wallets: {},
    transactions: [],
    withdrawals: [],
    points: { 1: 1250 },
    bankAccounts: [
      {
        id: 1,
        user_id: 1,
        account_name: 'سارة العتيبي',
        bank_name: 'مصرف الراجحي',
        account_number: '608010167519',
        iban: 'SA0380000000608010167519',
      },
    ],
    complaints: [
      {
        id: 1,
        user_id: 1,
        number: 'C-1001',
        type: 'complaint',
        title: 'تأخر توصيل الطلب',
        message: 'وصل طلبي متأخرًا ساعتين عن الموعد المحدد.',
        images: [],
        response: {
          ar: 'نعتذر عن التأخير، وأضفنا 20 ريالًا إلى محفظتك تعويضًا.',
          en: 'We are sorry for the delay; we added 20 SAR to your wallet as compensation.',
          created_at: daysAgo(8, now),
        },
        created_at: daysAgo(9, now),
      },
    ],
    notifications: [
      {
        id: 1,
        user_id: 1,
        type: 'admin',
        title: { ar: 'مرحبًا بك في متجر', en: 'Welcome to Matjar' },
        body: {
          ar: 'اجمع النقاط مع كل طلب واستبدلها برصيد في محفظتك.',
          en: 'Earn points with every order and convert them into wallet credit.',
        },
        order_id: null,
        is_read: true,
        created_at: daysAgo(20, now),
      },
      {
        id: 2,
        user_id: 1,
        type: 'create_order',
        title: { ar: 'تم استلام طلبك', en: 'Your order was received' },
        body: {
          ar: 'طلبك رقم 100500 قيد المراجعة.',
          en: 'Your order number 100500 is being reviewed.',
        },
        order_id: 500,
        is_read: false,
        created_at: daysAgo(3, now),
      },
      {
        id: 3,
        user_id: 1,
        type: 'finish_order',
        title: { ar: 'تم توصيل طلبك', en: 'Your order was delivered' },
        body: {
          ar: 'تم توصيل طلبك رقم 100500، قيّم تجربتك.',
          en: 'Order number 100500 was delivered; rate it.',
        },
        order_id: 500,
        is_read: false,
        created_at: daysAgo(2, now),
      },
    ],
    addresses: {
      1: {
        city: 'الرياض',
        district: 'النرجس',
        street: 'شارع الأمير محمد بن سعد',
        building_number: '2929',
        short_address: 'RNRA2929',
        landmark: 'بجوار مسجد النرجس',
      },
      2: {
        city: 'الرياض',
        district: 'العليا',
        street: 'طريق الملك فهد',
        building_number: '7410',
        short_address: 'RUOA7410',
        landmark: null,
      },
    },
    visitors: {},
    resetCodes: {},
  };
  const seedMovements: [DemoTransactionType, number, DemoText, number | null, number][] = [
    ['charge', 300, { ar: 'عبر صفحة الدفع بالبطاقة', en: 'By card on the payment page' }, null, 15],
    ['payment', -119.5, { ar: 'دفع الطلب رقم 1', en: 'Payment of order 1' }, 1, 3],
    ['refund', 40, { ar: 'استرجاع من الطلب رقم 1', en: 'Refund from order 1' }, 1, 2],
    ['points', 30, { ar: 'تحويل 300 نقطة', en: '300 points converted' }, null, 1],
  ];
  seedMovements.forEach(([type, amount, description, orderId, age], index) => {
    walletCredit(state, {
      id: index + 1,
      user_id: 1,
      type,
      amount,
      description,
      order_id: orderId,
      created_at: daysAgo(age, now),
    });
  });
  return state;
}
