import { composeStories } from '@storybook/react-vite';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { calls } from '@matjar/api-client';
import { answerCall, refusal, success } from '@matjar/api-client/testing';
import { preloadDialog, preloadToasts } from '@matjar/ui';
import { assertNoAxeViolations } from '@matjar/ui/testing';
import {
  bankAccountsFixture,
  pageOf,
  transactionsFixture,
  walletFixture,
} from '../wallet-fixtures.js';
import {
  BASE,
  renderInSession,
  setUpStoreServer,
  stubResizeObserver,
} from '../screen-test-setup.js';
import { WalletScreen, type WalletScreenProps } from './wallet-screen.js';
import * as stories from './wallet-screen.stories.js';

const server = setUpStoreServer({ preload: [preloadDialog, preloadToasts] });

// Radix's radio group (the withdrawal's accounts) measures its hidden input with ResizeObserver,
// which jsdom lacks.
stubResizeObserver();

/** The store of a customer with 350.75 SAR, five movements on two pages and two bank accounts. */
function answeringWallet() {
  const asked = { balance: 0, transactions: 0 };
  server.use(
    answerCall(BASE, calls.wallet.balance, () => {
      asked.balance += 1;
      return success(walletFixture);
    }),
    answerCall(BASE, calls.wallet.transactions, ({ request }) => {
      asked.transactions += 1;
      const page = Number(new URL(request.url).searchParams.get('page') ?? 1);
      return success(pageOf(transactionsFixture, page, 2));
    }),
    answerCall(BASE, calls.bankAccounts.list, success(pageOf(bankAccountsFixture))),
  );
  return asked;
}

/** The screen in English, in a signed-in customer's session with toasts. */
function renderScreen(props: Partial<WalletScreenProps> = {}) {
  const onPaymentPage = vi.fn<(url: string) => boolean>(() => true);
  const onPaymentOutcomeShown = vi.fn();
  const ui = (overrides: Partial<WalletScreenProps>) => (
    <WalletScreen
      page={1}
      onPaymentPage={onPaymentPage}
      returnUrl="/wallet"
      onPaymentOutcomeShown={onPaymentOutcomeShown}
      pointsHref="/wallet/points"
      bankAccountsHref="/wallet/bank-accounts"
      {...props}
      {...overrides}
    />
  );
  const view = renderInSession(ui({}), { withToasts: true });
  return {
    onPaymentPage,
    onPaymentOutcomeShown,
    rerenderWith: (overrides: Partial<WalletScreenProps>) => view.rerender(ui(overrides)),
  };
}

const credit = () => screen.findByRole('heading', { name: 'Current credit' });
const amountField = () => screen.getByRole('textbox', { name: /^Amount in riyals/ });

describe('WalletScreen', () => {
  it('shows the credit, the ways to the points and the accounts, and a page of the history', async () => {
    answeringWallet();
    renderScreen();
    expect(await credit()).toBeVisible();
    expect(screen.getByRole('region', { name: 'Current credit' })).toHaveTextContent(
      '350.75 Saudi riyals',
    );
    expect(screen.getByRole('link', { name: 'Rewards points' })).toHaveAttribute(
      'href',
      '/wallet/points',
    );
    expect(screen.getByRole('link', { name: 'Financial accounts' })).toHaveAttribute(
      'href',
      '/wallet/bank-accounts',
    );
    const history = screen.getByRole('region', { name: 'Transactions' });
    const list = await within(history).findByRole('list', { name: 'Wallet transactions' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(transactionsFixture.length);
    const pages = within(history).getByRole('navigation', { name: 'Pagination' });
    expect(within(pages).getByRole('link', { name: 'Page 2' })).toHaveAttribute('href', '?page=2');
  });

  it('shows the page of the history it is given', async () => {
    answeringWallet();
    renderScreen({ page: 2 });
    const pages = await screen.findByRole('navigation', { name: 'Pagination' });
    expect(within(pages).getByRole('link', { name: 'Page 1' })).toHaveAttribute('href', '?');
    expect(within(pages).queryByRole('link', { name: 'Page 2' })).not.toBeInTheDocument();
  });

  it('sends the customer to the payment page once, with the way back, for a double press', async () => {
    answeringWallet();
    const sent: FormData[] = [];
    server.use(
      answerCall(BASE, calls.wallet.charge, async ({ request }) => {
        sent.push(await request.formData());
        return success({ payment_id: 'pay_1', payment_url: 'https://pay.test/checkout/pay_1' });
      }),
    );
    const { onPaymentPage } = renderScreen();
    await userEvent.click(await screen.findByRole('button', { name: 'Recharge balance' }));
    await userEvent.type(amountField(), '150');
    await userEvent.dblClick(screen.getByRole('button', { name: /^Continue to payment/ }));

    await waitFor(() =>
      expect(onPaymentPage).toHaveBeenCalledExactlyOnceWith('https://pay.test/checkout/pay_1'),
    );
    expect(sent).toHaveLength(1);
    expect(sent[0]?.get('amount')).toBe('150');
    expect(sent[0]?.get('return_url')).toBe(`${window.location.origin}/wallet`);
    // The customer is on the way to the payment page: the button stays busy.
    expect(screen.getByRole('button', { name: /^Continue to payment/ })).toHaveAttribute(
      'aria-busy',
      'true',
    );
  });

  it('closes the dialog for a new try when the payment page cannot be opened', async () => {
    answeringWallet();
    server.use(
      answerCall(
        BASE,
        calls.wallet.charge,
        success({ payment_id: 'pay_1', payment_url: 'https://elsewhere.test/pay' }),
      ),
    );
    const { onPaymentPage } = renderScreen();
    onPaymentPage.mockReturnValue(false);
    await userEvent.click(await screen.findByRole('button', { name: 'Recharge balance' }));
    await userEvent.type(amountField(), '150');
    await userEvent.click(screen.getByRole('button', { name: /^Continue to payment/ }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await userEvent.click(screen.getByRole('button', { name: 'Recharge balance' }));
    expect(await screen.findByRole('dialog', { name: 'Recharge balance' })).toBeVisible();
    expect(screen.getByRole('button', { name: /^Continue to payment/ })).not.toHaveAttribute(
      'aria-busy',
    );
  });

  it("shows the store's refusal of a recharge in the dialog and keeps the amount", async () => {
    answeringWallet();
    server.use(
      answerCall(BASE, calls.wallet.charge, refusal('Recharges are paused for maintenance')),
    );
    const { onPaymentPage } = renderScreen();
    await userEvent.click(await screen.findByRole('button', { name: 'Recharge balance' }));
    await userEvent.type(amountField(), '150');
    await userEvent.click(screen.getByRole('button', { name: /^Continue to payment/ }));

    const dialog = screen.getByRole('dialog', { name: 'Recharge balance' });
    expect(
      await within(dialog).findByText('Recharges are paused for maintenance'),
    ).toBeInTheDocument();
    expect(amountField()).toHaveValue('150');
    expect(onPaymentPage).not.toHaveBeenCalled();
  });

  it('says once that the wallet has been charged on coming back, and reads the credit again', async () => {
    const asked = answeringWallet();
    const { onPaymentOutcomeShown, rerenderWith } = renderScreen();
    expect(await credit()).toBeVisible();
    await waitFor(() => expect(asked.transactions).toBe(1));
    expect(asked.balance).toBe(1);

    rerenderWith({ paymentOutcome: 'success' });
    expect((await screen.findAllByText('Your wallet has been charged'))[0]).toBeVisible();
    expect(onPaymentOutcomeShown).toHaveBeenCalledOnce();
    await waitFor(() => expect(asked.balance).toBe(2));
    await waitFor(() => expect(asked.transactions).toBe(2));

    // Until the app has taken it out of its address, the outcome is not said again.
    rerenderWith({ paymentOutcome: 'success', page: 1 });
    expect(await credit()).toBeVisible();
    expect(onPaymentOutcomeShown).toHaveBeenCalledOnce();
    expect(asked.balance).toBe(2);
  });

  it('says that a payment that did not go through left the balance unchanged', async () => {
    answeringWallet();
    const { onPaymentOutcomeShown } = renderScreen({ paymentOutcome: 'failed' });
    expect(
      (
        await screen.findAllByText('The payment did not go through; your balance has not changed.')
      )[0],
    ).toBeVisible();
    expect(onPaymentOutcomeShown).toHaveBeenCalledOnce();
  });

  it('says nothing about a payment without an outcome', async () => {
    answeringWallet();
    const { onPaymentOutcomeShown } = renderScreen();
    expect(await credit()).toBeVisible();
    expect(screen.queryByText('Your wallet has been charged')).not.toBeInTheDocument();
    expect(onPaymentOutcomeShown).not.toHaveBeenCalled();
  });

  it('sends a withdrawal to a saved bank account and says it has been sent', async () => {
    answeringWallet();
    const sent: FormData[] = [];
    server.use(
      answerCall(BASE, calls.wallet.withdraw, async ({ request }) => {
        sent.push(await request.formData());
        return success({
          id: 12,
          amount: 75.5,
          status: 'pending',
          bank_account: {
            account_name: 'سارة العتيبي',
            bank_name: 'مصرف الراجحي',
            account_number: '608010167519001',
            iban: 'SA4680000608010167519001',
          },
          created_at: '2026-11-23T10:00:00.000Z',
        });
      }),
    );
    renderScreen();
    await userEvent.click(await screen.findByRole('button', { name: 'Withdraw' }));
    const dialog = screen.getByRole('dialog', { name: 'Withdraw your balance' });
    await userEvent.type(
      within(dialog).getByRole('textbox', { name: /^Amount in riyals/ }),
      '75.50',
    );
    await userEvent.click(await within(dialog).findByRole('radio', { name: /مصرف الراجحي/ }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send withdrawal request' }));

    expect((await screen.findAllByText('Your withdrawal request has been sent'))[0]).toBeVisible();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(sent[0]?.get('amount')).toBe('75.5');
    expect(sent[0]?.get('bank_account_id')).toBe('1');
  });

  it('offers to try again when the store fails to give the credit', async () => {
    answeringWallet();
    let failures = 1;
    server.use(
      answerCall(BASE, calls.wallet.balance, () =>
        failures-- > 0 ? refusal('Server error', 'exception') : success(walletFixture),
      ),
    );
    renderScreen();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Something went wrong. Please try again.');
    expect(screen.queryByRole('heading', { name: 'Current credit' })).not.toBeInTheDocument();
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await credit()).toBeVisible();
  });

  it('offers to try the history again on its own when only the history failed', async () => {
    answeringWallet();
    server.use(answerCall(BASE, calls.wallet.transactions, refusal('Server error', 'exception')));
    renderScreen();
    expect(await credit()).toBeVisible();
    const history = screen.getByRole('region', { name: 'Transactions' });
    expect(await within(history).findByRole('button', { name: 'Try again' })).toBeVisible();
    expect(within(history).queryByRole('navigation')).not.toBeInTheDocument();
  });
});

describe('WalletScreen stories', () => {
  const {
    Wallet,
    English,
    Empty,
    BackFromPayment,
    PaymentFailed,
    Loading,
    StoreDown,
    HistoryDown,
  } = composeStories(stories);

  it('Wallet: the credit and the history, in Arabic', async () => {
    const { container } = render(<Wallet />);
    expect(await screen.findByRole('heading', { name: 'الرصيد الحالي' })).toBeVisible();
    expect(await screen.findByRole('list', { name: 'حركات المحفظة' })).toBeVisible();
    await assertNoAxeViolations(container);
  });

  it('English: the credit and the history, in English', async () => {
    const { container } = render(<English />);
    expect(await screen.findByRole('heading', { name: 'Current credit' })).toBeVisible();
    expect(await screen.findByRole('list', { name: 'Wallet transactions' })).toBeVisible();
    await assertNoAxeViolations(container);
  });

  it('Empty: no movements yet', async () => {
    const { container } = render(<Empty />);
    expect(await screen.findByText('لا توجد حركات بعد')).toBeVisible();
    await assertNoAxeViolations(container);
  });

  it('BackFromPayment: says the wallet has been charged', async () => {
    render(<BackFromPayment />);
    expect((await screen.findAllByText('تم شحن محفظتك'))[0]).toBeVisible();
  });

  it('PaymentFailed: says the balance has not changed', async () => {
    render(<PaymentFailed />);
    expect((await screen.findAllByText('لم تكتمل عملية الدفع، ولم يتغير رصيدك.'))[0]).toBeVisible();
  });

  it('Loading: shows neither the credit nor an error while it is on its way', async () => {
    const { container } = render(<Loading />);
    // The history and the accounts answer; the credit does not.
    expect(screen.queryByRole('heading', { name: 'الرصيد الحالي' })).not.toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    await assertNoAxeViolations(container);
  });

  it('StoreDown: offers to try again', async () => {
    const { container } = render(<StoreDown />);
    expect(await screen.findByRole('button', { name: 'إعادة المحاولة' })).toBeVisible();
    await assertNoAxeViolations(container);
  });

  it('HistoryDown: the credit, and the history offers to try again', async () => {
    const { container } = render(<HistoryDown />);
    expect(await screen.findByRole('heading', { name: 'الرصيد الحالي' })).toBeVisible();
    expect(await screen.findByRole('button', { name: 'إعادة المحاولة' })).toBeVisible();
    await assertNoAxeViolations(container);
  });
});
