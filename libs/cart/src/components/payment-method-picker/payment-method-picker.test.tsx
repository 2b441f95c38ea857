import { composeStories } from '@storybook/react-vite';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { type ReactNode, useState } from 'react';
import type { PaymentBank, PaymentMethod } from '@matjar/api-client';
import { TestI18nProvider } from '@matjar/i18n/testing';
import type { PickedImage } from '@matjar/ui';
import { assertNoAxeViolations, imageFile, stubImageDecoding } from '@matjar/ui/testing';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PaymentMethodPicker, RECEIPT_MAX_BYTES } from './payment-method-picker.js';
import * as stories from './payment-method-picker.stories.js';

const allMethods: PaymentMethod[] = ['cash', 'card', 'wallet', 'amount', 'bank_transfer'];

const alRajhi: PaymentBank = {
  id: 31,
  name: 'Al Rajhi Bank',
  account_name: 'Matjar Trading Est.',
  account_number: '608010167519',
  iban: 'SA0380000000608010167519',
};

const snb: PaymentBank = {
  id: 32,
  name: 'Saudi National Bank',
  account_name: 'Matjar Trading Est.',
  account_number: '10000012345678',
  iban: 'SA8510000012345678901234',
};

const photo = (name: string, size = 1024) => imageFile(name, { format: 'jpeg', size });

interface HarnessProps {
  initialMethod?: PaymentMethod | null;
  total?: number;
  walletBalance?: number;
  onChange?: (method: PaymentMethod) => void;
  onBankChange?: (bankId: number) => void;
  onReceiptChange?: (receipt: PickedImage | null) => void;
  errors?: { method?: ReactNode; bank?: ReactNode; receipt?: ReactNode };
}

/** The picker as the checkout page holds it: the chosen method, bank and receipt in state. */
function Harness({
  initialMethod = null,
  total = 240,
  walletBalance = 500,
  onChange = vi.fn(),
  onBankChange = vi.fn(),
  onReceiptChange = vi.fn(),
  errors,
}: HarnessProps) {
  const [method, setMethod] = useState(initialMethod);
  const [bankId, setBankId] = useState<number | null>(null);
  const [receipt, setReceipt] = useState<PickedImage | null>(null);
  return (
    <TestI18nProvider locale="en">
      <PaymentMethodPicker
        methods={allMethods}
        value={method}
        onChange={(next) => {
          onChange(next);
          setMethod(next);
        }}
        total={total}
        walletBalance={walletBalance}
        banks={[alRajhi, snb]}
        bankId={bankId}
        onBankChange={(id) => {
          onBankChange(id);
          setBankId(id);
        }}
        receipt={receipt}
        onReceiptChange={(picked) => {
          onReceiptChange(picked);
          setReceipt(picked);
        }}
        errors={errors}
      />
    </TestI18nProvider>
  );
}

const originalClipboard = Object.getOwnPropertyDescriptor(navigator, 'clipboard');

describe('PaymentMethodPicker', () => {
  // jsdom has no object URLs, which the receipt's preview needs, and cannot decode images.
  let restoreDecoding: () => void;
  beforeEach(() => {
    restoreDecoding = stubImageDecoding();
    Object.assign(URL, {
      createObjectURL: vi.fn((file: Blob) => `blob:matjar/${file.size}`),
      revokeObjectURL: vi.fn(),
    });
  });

  afterEach(() => {
    restoreDecoding();
    Reflect.deleteProperty(URL, 'createObjectURL');
    Reflect.deleteProperty(URL, 'revokeObjectURL');
    if (originalClipboard) Object.defineProperty(navigator, 'clipboard', originalClipboard);
    else Reflect.deleteProperty(navigator, 'clipboard');
  });

  it.each(Object.entries(composeStories(stories)))(
    'has no axe violations: %s',
    async (_name, Story) => {
      const { container } = render(<Story />);
      await assertNoAxeViolations(container);
    },
  );

  it('offers the methods of the store in its order under "Payment method"', () => {
    render(<Harness />);
    expect(screen.getByRole('heading', { level: 2, name: 'Payment method' })).toBeInTheDocument();
    const group = screen.getByRole('radiogroup', { name: 'Payment method' });
    expect(
      within(group)
        .getAllByRole('radio')
        .map((radio) => radio.getAttribute('value')),
    ).toEqual(allMethods);
    expect(screen.getByRole('radio', { name: 'Cash on delivery' })).toHaveAccessibleDescription(
      'Pay the delegate when your order arrives',
    );
    expect(
      screen.getByRole('radio', { name: 'Card (mada, Visa, Mastercard)' }),
    ).toHaveAccessibleDescription('You pay on the payment provider’s secure page');
  });

  it('draws the marks of each method beside its name without reading them', () => {
    render(<Harness />);
    const marksOf = (name: string) => {
      const [label] = (screen.getByRole('radio', { name }) as HTMLButtonElement).labels;
      if (!label) throw new Error(`no label for ${name}`);
      return within(label)
        .queryAllByRole('img', { hidden: true })
        .map((mark) => mark.getAttribute('aria-label'));
    };
    expect(marksOf('Card (mada, Visa, Mastercard)')).toEqual(['mada', 'Visa', 'Mastercard']);
    expect(marksOf('Cash on delivery')).toEqual(['Cash on delivery']);
    expect(marksOf('Wallet')).toEqual(['Wallet']);
    expect(marksOf('Wallet and cash')).toEqual(['Wallet', 'Cash on delivery']);
    expect(marksOf('Bank transfer')).toEqual(['Bank transfer']);
    expect(screen.queryAllByRole('img')).toEqual([]);
  });

  it('offers the wallet with its balance when the balance covers the total', async () => {
    const onChange = vi.fn();
    render(<Harness total={240} walletBalance={240} onChange={onChange} />);
    const wallet = screen.getByRole('radio', { name: 'Wallet' });
    expect(wallet).toBeEnabled();
    expect(wallet).toHaveAccessibleDescription('Balance: 240.00 Saudi riyals');
    await userEvent.click(wallet);
    expect(onChange).toHaveBeenCalledWith('wallet');
  });

  it('turns the wallet off and explains the shortfall when the balance is below the total', async () => {
    const onChange = vi.fn();
    render(<Harness total={240} walletBalance={75.5} onChange={onChange} />);
    const wallet = screen.getByRole('radio', { name: 'Wallet' });
    expect(wallet).toBeDisabled();
    expect(wallet).toHaveAccessibleDescription(
      'Your balance 75.50 Saudi riyals does not cover the total 240.00 Saudi riyals',
    );
    await userEvent.click(wallet);
    expect(onChange).not.toHaveBeenCalled();
  });

  it('splits the total between the wallet and cash on delivery', () => {
    render(<Harness total={240} walletBalance={75.5} />);
    const split = screen.getByRole('radio', { name: 'Wallet and cash' });
    expect(split).toBeEnabled();
    expect(split).toHaveAccessibleDescription(
      '75.50 Saudi riyals from your wallet, 164.50 Saudi riyals in cash on delivery',
    );
  });

  it('turns "wallet and cash" off when the wallet is empty', () => {
    render(<Harness walletBalance={0} />);
    const split = screen.getByRole('radio', { name: 'Wallet and cash' });
    expect(split).toBeDisabled();
    expect(split).toHaveAccessibleDescription('Your wallet is empty');
  });

  it('shows the banks and the receipt only once bank transfer is chosen', async () => {
    const onChange = vi.fn();
    render(<Harness onChange={onChange} />);
    expect(screen.queryByRole('radiogroup', { name: 'Bank' })).not.toBeInTheDocument();
    expect(screen.queryByText('Transfer receipt')).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('radio', { name: 'Bank transfer' }));

    expect(onChange).toHaveBeenCalledWith('bank_transfer');
    const banks = screen.getByRole('radiogroup', { name: 'Bank' });
    expect(within(banks).getByRole('radio', { name: 'Al Rajhi Bank' })).toBeInTheDocument();
    expect(within(banks).getByRole('radio', { name: 'Saudi National Bank' })).toBeInTheDocument();
    expect(screen.getByLabelText(/Add image/)).toHaveAccessibleName('Transfer receipt Add image');
    expect(screen.getByLabelText(/Add image/)).toHaveAccessibleDescription(
      'A photo of the receipt, up to 5 MB',
    );

    await userEvent.click(screen.getByRole('radio', { name: 'Cash on delivery' }));
    expect(screen.queryByRole('radiogroup', { name: 'Bank' })).not.toBeInTheDocument();
    expect(screen.queryByText('Transfer receipt')).not.toBeInTheDocument();
  });

  it('calls onBankChange with the id of the chosen bank', async () => {
    const onBankChange = vi.fn();
    render(<Harness initialMethod="bank_transfer" onBankChange={onBankChange} />);
    await userEvent.click(screen.getByRole('radio', { name: 'Saudi National Bank' }));
    expect(onBankChange).toHaveBeenCalledWith(snb.id);
    expect(screen.getByRole('radio', { name: 'Saudi National Bank' })).toBeChecked();
  });

  it('shows each bank’s holder, account number and IBAN grouped by four, left to right', () => {
    render(<Harness initialMethod="bank_transfer" />);
    const iban = screen.getByText('SA03 8000 0000 6080 1016 7519');
    expect(iban).toHaveAttribute('dir', 'ltr');
    expect(screen.getByText('608010167519')).toHaveAttribute('dir', 'ltr');
    expect(screen.getByRole('radio', { name: 'Al Rajhi Bank' })).toHaveAccessibleDescription(
      expect.stringContaining(
        'Account holder: Matjar Trading Est. Account number: 608010167519 IBAN: SA03 8000 0000 6080 1016 7519',
      ) as string,
    );
    expect(screen.getByText('SA85 1000 0012 3456 7890 1234')).toBeInTheDocument();
  });

  it('copies the IBAN without spaces and says so', async () => {
    const user = userEvent.setup();
    render(<Harness initialMethod="bank_transfer" />);
    await user.click(screen.getByRole('button', { name: 'Copy IBAN of Al Rajhi Bank' }));
    expect(await navigator.clipboard.readText()).toBe('SA0380000000608010167519');
    expect(await screen.findByRole('button', { name: 'Copied' })).toBeInTheDocument();
    expect(screen.getByText('IBAN of Al Rajhi Bank copied')).toHaveAttribute('role', 'status');
    expect(screen.getByRole('button', { name: 'Copy IBAN of Saudi National Bank' })).toBeVisible();
  });

  it('asks to copy the IBAN by hand when the page may not use the clipboard', async () => {
    const user = userEvent.setup();
    Object.defineProperty(navigator, 'clipboard', { value: undefined, configurable: true });
    render(<Harness initialMethod="bank_transfer" />);
    await user.click(screen.getByRole('button', { name: 'Copy IBAN of Saudi National Bank' }));
    expect(
      await screen.findByText('The IBAN could not be copied. Select it and copy it by hand.'),
    ).toHaveAttribute('role', 'status');
    expect(screen.getByRole('button', { name: 'Copy IBAN of Saudi National Bank' })).toBeVisible();
  });

  it('attaches a photo of the receipt', async () => {
    const onReceiptChange = vi.fn<(receipt: PickedImage | null) => void>();
    render(<Harness initialMethod="bank_transfer" onReceiptChange={onReceiptChange} />);
    const receipt = photo('receipt.jpg');
    await userEvent.upload(screen.getByLabelText(/Add image/), receipt);
    expect(await screen.findByRole('img', { name: 'Image 1' })).toBeInTheDocument();
    expect(onReceiptChange).toHaveBeenCalledOnce();
    expect(onReceiptChange.mock.lastCall?.[0]?.file).toBe(receipt);

    await userEvent.click(screen.getByRole('button', { name: 'Remove image 1' }));
    expect(onReceiptChange).toHaveBeenLastCalledWith(null);
  });

  it('refuses a receipt larger than 5 MB', async () => {
    const onReceiptChange = vi.fn();
    render(<Harness initialMethod="bank_transfer" onReceiptChange={onReceiptChange} />);
    const input = screen.getByLabelText(/Add image/);
    await userEvent.upload(input, photo('receipt.jpg', RECEIPT_MAX_BYTES + 1));
    expect(await screen.findByText(/was not added: it is larger than 5 MB/)).toBeVisible();
    expect(onReceiptChange).not.toHaveBeenCalled();
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
    expect(input).toHaveAccessibleDescription(
      'A photo of the receipt, up to 5 MB receipt.jpg was not added: it is larger than 5 MB.',
    );

    await userEvent.upload(input, photo('receipt.jpg', RECEIPT_MAX_BYTES));
    expect(await screen.findByRole('img', { name: 'Image 1' })).toBeInTheDocument();
    expect(onReceiptChange).toHaveBeenCalledOnce();
    expect(input).toHaveAccessibleDescription('A photo of the receipt, up to 5 MB');
  });

  it('refuses a receipt that is not an image', async () => {
    const onReceiptChange = vi.fn();
    const user = userEvent.setup({ applyAccept: false });
    render(<Harness initialMethod="bank_transfer" onReceiptChange={onReceiptChange} />);
    const input = screen.getByLabelText(/Add image/);
    await user.upload(input, new File(['%PDF-1.7'], 'receipt.pdf', { type: 'application/pdf' }));
    expect(await screen.findByText(/was not added: it is not a/)).toBeVisible();
    expect(onReceiptChange).not.toHaveBeenCalled();
    expect(input).toHaveAccessibleDescription(
      'A photo of the receipt, up to 5 MB ' +
        'receipt.pdf was not added: it is not a JPEG, PNG, GIF, or WebP image.',
    );

    // A text file named like a photo is no photo either.
    await user.upload(
      input,
      new File(['transfer reference 4471'], 'receipt.jpg', { type: 'image/jpeg' }),
    );
    expect(await screen.findByText('receipt.jpg')).toBeVisible();
    expect(onReceiptChange).not.toHaveBeenCalled();
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
  });

  it('shows the errors it is given on the methods, the banks and the receipt', () => {
    render(
      <Harness
        initialMethod="bank_transfer"
        errors={{
          method: 'Please choose a payment method',
          bank: 'Please choose the bank you transferred to',
          receipt: 'Please attach the transfer receipt',
        }}
      />,
    );
    const methods = screen.getByRole('radiogroup', { name: 'Payment method' });
    expect(methods).toHaveAttribute('aria-invalid', 'true');
    expect(methods).toHaveAccessibleDescription('Please choose a payment method');
    const banks = screen.getByRole('radiogroup', { name: 'Bank' });
    expect(banks).toHaveAttribute('aria-invalid', 'true');
    expect(banks).toHaveAccessibleDescription('Please choose the bank you transferred to');
    const receipt = screen.getByLabelText(/Add image/);
    expect(receipt).toHaveAttribute('aria-invalid', 'true');
    expect(receipt).toHaveAccessibleDescription(
      'A photo of the receipt, up to 5 MB Please attach the transfer receipt',
    );
  });
});
