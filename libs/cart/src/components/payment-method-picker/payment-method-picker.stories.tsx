import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { fn } from 'storybook/test';
import type { PaymentBank, PaymentMethod } from '@matjar/api-client';
import type { PickedImage } from '@matjar/ui';
import { withCartLocale } from '../story-decorators.js';
import { PaymentMethodPicker, type PaymentMethodPickerProps } from './payment-method-picker.js';

const allMethods: readonly PaymentMethod[] = ['cash', 'card', 'wallet', 'amount', 'bank_transfer'];

const alRajhi: PaymentBank = {
  id: 31,
  name: 'مصرف الراجحي',
  account_name: 'مؤسسة متجر للتجارة',
  account_number: '608010167519',
  iban: 'SA0380000000608010167519',
};

const snb: PaymentBank = {
  id: 32,
  name: 'البنك الأهلي السعودي',
  account_name: 'مؤسسة متجر للتجارة',
  account_number: '10000012345678',
  iban: 'SA8510000012345678901234',
};

/** A drawn transfer slip, so that the preview shows something in Storybook. */
const receiptImage: PickedImage = {
  id: 'story-receipt',
  file: new File(
    [
      '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 120 160">',
      '<rect width="120" height="160" fill="#fff"/>',
      '<rect x="12" y="14" width="96" height="10" fill="#1f6f5c"/>',
      '<rect x="12" y="40" width="70" height="6" fill="#999"/>',
      '<rect x="12" y="56" width="84" height="6" fill="#999"/>',
      '<rect x="12" y="72" width="60" height="6" fill="#999"/>',
      '<rect x="12" y="120" width="96" height="14" fill="#ddd"/>',
      '</svg>',
    ],
    'receipt.svg',
    { type: 'image/svg+xml' },
  ),
};

/** Keeps the chosen method, bank and receipt, as the checkout page does. */
function StatefulPaymentMethodPicker({
  value: initialValue,
  bankId: initialBankId,
  receipt: initialReceipt,
  onChange,
  onBankChange,
  onReceiptChange,
  ...props
}: PaymentMethodPickerProps) {
  const [value, setValue] = useState(initialValue);
  const [bankId, setBankId] = useState(initialBankId);
  const [receipt, setReceipt] = useState(initialReceipt);
  return (
    <PaymentMethodPicker
      {...props}
      value={value}
      bankId={bankId}
      receipt={receipt}
      onChange={(method) => {
        onChange(method);
        setValue(method);
      }}
      onBankChange={(id) => {
        onBankChange(id);
        setBankId(id);
      }}
      onReceiptChange={(picked) => {
        onReceiptChange(picked);
        setReceipt(picked);
      }}
    />
  );
}

const meta = {
  title: 'cart/PaymentMethodPicker',
  component: PaymentMethodPicker,
  args: {
    methods: allMethods,
    value: null,
    onChange: fn(),
    total: 289.5,
    walletBalance: 500,
    banks: [alRajhi, snb],
    bankId: null,
    onBankChange: fn(),
    receipt: null,
    onReceiptChange: fn(),
  },
  decorators: [withCartLocale],
  render: (args) => (
    <div style={{ maxInlineSize: '32rem' }}>
      <StatefulPaymentMethodPicker {...args} />
    </div>
  ),
} satisfies Meta<typeof PaymentMethodPicker>;

export default meta;
type Story = StoryObj<typeof meta>;

export const AllMethods: Story = {};
export const WalletInsufficient: Story = { args: { walletBalance: 120.75, value: 'amount' } };
export const WalletEmpty: Story = { args: { walletBalance: 0, value: 'cash' } };
export const BankTransfer: Story = {
  args: { value: 'bank_transfer', bankId: alRajhi.id, receipt: receiptImage },
};
export const UploadingReceipt: Story = {
  args: {
    value: 'bank_transfer',
    bankId: snb.id,
    receipt: receiptImage,
    receiptProgress: 45,
    disabled: true,
  },
};
export const WithErrors: Story = {
  args: { errors: { method: 'يرجى اختيار طريقة الدفع' } },
};
export const BankTransferWithErrors: Story = {
  args: {
    value: 'bank_transfer',
    errors: { bank: 'يرجى اختيار البنك', receipt: 'يرجى إرفاق صورة إيصال التحويل' },
  },
};
export const English: Story = {
  args: {
    value: 'bank_transfer',
    bankId: alRajhi.id,
    banks: [
      { ...alRajhi, name: 'Al Rajhi Bank', account_name: 'Matjar Trading Est.' },
      { ...snb, name: 'Saudi National Bank', account_name: 'Matjar Trading Est.' },
    ],
  },
  globals: { locale: 'en' },
};
