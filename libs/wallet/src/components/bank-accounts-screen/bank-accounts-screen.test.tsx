import { composeStories } from '@storybook/react-vite';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { calls } from '@matjar/api-client';
import { answerCall, refusal, success } from '@matjar/api-client/testing';
import { preloadDialog, preloadToasts } from '@matjar/ui';
import { assertNoAxeViolations } from '@matjar/ui/testing';
import { bankAccountsFixture, pageOf } from '../wallet-fixtures.js';
import { BASE, renderInSession, setUpStoreServer } from '../screen-test-setup.js';
import { BankAccountsScreen } from './bank-accounts-screen.js';
import * as stories from './bank-accounts-screen.stories.js';

const server = setUpStoreServer({ preload: [preloadDialog, preloadToasts] });

/** The screen in English, in a signed-in customer's session with toasts. */
function renderScreen() {
  renderInSession(<BankAccountsScreen />, { withToasts: true });
}

const newAccount = {
  id: 3,
  account_name: 'Huda Alqahtani',
  bank_name: 'Riyad Bank',
  account_number: '2100000012345',
  iban: 'SA0380000000608010167519',
};

describe('BankAccountsScreen', () => {
  it('shows the saved accounts with a way to add another above them', async () => {
    server.use(answerCall(BASE, calls.bankAccounts.list, success(pageOf(bankAccountsFixture))));
    renderScreen();
    const list = await screen.findByRole('list');
    expect(within(list).getAllByRole('listitem')).toHaveLength(2);
    expect(within(list).getByText('SA46 8000 0608 0101 6751 9001')).toBeVisible();
    expect(screen.getAllByRole('button', { name: 'Add a bank account' })).toHaveLength(1);
  });

  it('offers to add the first account when there is none', async () => {
    server.use(answerCall(BASE, calls.bankAccounts.list, success(pageOf([]))));
    renderScreen();
    expect(await screen.findByRole('heading', { name: 'No bank accounts yet' })).toBeVisible();
    expect(screen.getAllByRole('button', { name: 'Add a bank account' })).toHaveLength(1);
  });

  it('adds an account in a dialog and says it is saved', async () => {
    const sent: FormData[] = [];
    server.use(
      answerCall(BASE, calls.bankAccounts.list, success(pageOf([]))),
      answerCall(BASE, calls.bankAccounts.create, async ({ request }) => {
        sent.push(await request.formData());
        return success(newAccount);
      }),
    );
    renderScreen();
    await userEvent.click(await screen.findByRole('button', { name: 'Add a bank account' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add a bank account' });
    await userEvent.type(
      within(dialog).getByRole('textbox', { name: /^Account holder name/ }),
      'Huda Alqahtani',
    );
    await userEvent.type(within(dialog).getByRole('textbox', { name: /^Bank name/ }), 'Riyad Bank');
    await userEvent.type(
      within(dialog).getByRole('textbox', { name: /^Bank account number/ }),
      '2100000012345',
    );
    await userEvent.type(
      within(dialog).getByRole('textbox', { name: /^IBAN/ }),
      'SA03 8000 0000 6080 1016 7519',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save the bank account' }));

    expect((await screen.findAllByText('The bank account is saved'))[0]).toBeVisible();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(sent[0]?.get('iban')).toBe('SA0380000000608010167519');
    expect(sent[0]?.get('bank_name')).toBe('Riyad Bank');
  });

  it('changes a saved account from its filled-in form', async () => {
    const changed: {
      id: string | readonly string[] | undefined;
      bank: FormDataEntryValue | null;
    }[] = [];
    server.use(
      answerCall(BASE, calls.bankAccounts.list, success(pageOf(bankAccountsFixture))),
      answerCall(BASE, calls.bankAccounts.update, async ({ request, params }) => {
        const form = await request.formData();
        changed.push({ id: params['id'], bank: form.get('bank_name') });
        return success({
          id: 1,
          account_name: 'سارة العتيبي',
          bank_name: 'Al Rajhi Bank',
          account_number: '608010167519001',
          iban: 'SA4680000608010167519001',
        });
      }),
    );
    renderScreen();
    await userEvent.click(
      await screen.findByRole('button', { name: 'Edit the مصرف الراجحي account ending in 9001' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Edit the bank account' });
    const bankName = within(dialog).getByRole('textbox', { name: /^Bank name/ });
    expect(bankName).toHaveValue('مصرف الراجحي');
    await userEvent.clear(bankName);
    await userEvent.type(bankName, 'Al Rajhi Bank');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save the bank account' }));

    expect((await screen.findAllByText('The bank account is saved'))[0]).toBeVisible();
    expect(changed).toEqual([{ id: '1', bank: 'Al Rajhi Bank' }]);
  });

  it("shows the store's refusal in the dialog and keeps every field", async () => {
    server.use(
      answerCall(BASE, calls.bankAccounts.list, success(pageOf([]))),
      answerCall(BASE, calls.bankAccounts.create, refusal('This IBAN is already saved')),
    );
    renderScreen();
    await userEvent.click(await screen.findByRole('button', { name: 'Add a bank account' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add a bank account' });
    await userEvent.type(
      within(dialog).getByRole('textbox', { name: /^Account holder name/ }),
      'Huda Alqahtani',
    );
    await userEvent.type(within(dialog).getByRole('textbox', { name: /^Bank name/ }), 'Riyad Bank');
    await userEvent.type(
      within(dialog).getByRole('textbox', { name: /^Bank account number/ }),
      '2100000012345',
    );
    await userEvent.type(
      within(dialog).getByRole('textbox', { name: /^IBAN/ }),
      'SA0380000000608010167519',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save the bank account' }));

    expect(await within(dialog).findByText('This IBAN is already saved')).toBeVisible();
    expect(within(dialog).getByRole('textbox', { name: /^Bank name/ })).toHaveValue('Riyad Bank');
  });

  it('deletes an account once confirmed and says so', async () => {
    let deleted: string | readonly string[] | undefined;
    server.use(
      answerCall(BASE, calls.bankAccounts.list, success(pageOf(bankAccountsFixture))),
      answerCall(BASE, calls.bankAccounts.delete, ({ params }) => {
        deleted = params['id'];
        return success(null);
      }),
    );
    renderScreen();
    await userEvent.click(
      await screen.findByRole('button', {
        name: 'Delete the البنك الأهلي السعودي account ending in 1234',
      }),
    );
    const confirm = await screen.findByRole('dialog', { name: 'Delete this bank account?' });
    await userEvent.click(within(confirm).getByRole('button', { name: 'Delete the account' }));
    expect((await screen.findAllByText('The bank account is deleted'))[0]).toBeVisible();
    expect(deleted).toBe('2');
  });

  it('says in a toast why the store refused a deletion', async () => {
    server.use(
      answerCall(BASE, calls.bankAccounts.list, success(pageOf(bankAccountsFixture))),
      answerCall(
        BASE,
        calls.bankAccounts.delete,
        refusal('This account has a withdrawal under review'),
      ),
    );
    renderScreen();
    await userEvent.click(
      await screen.findByRole('button', {
        name: 'Delete the البنك الأهلي السعودي account ending in 1234',
      }),
    );
    const confirm = await screen.findByRole('dialog', { name: 'Delete this bank account?' });
    await userEvent.click(within(confirm).getByRole('button', { name: 'Delete the account' }));
    expect(
      (await screen.findAllByText('This account has a withdrawal under review'))[0],
    ).toBeVisible();
  });

  it('offers to try again when the store fails to give the accounts', async () => {
    let failures = 1;
    server.use(
      answerCall(BASE, calls.bankAccounts.list, () =>
        failures-- > 0
          ? refusal('Server error', 'exception')
          : success(pageOf(bankAccountsFixture)),
      ),
    );
    renderScreen();
    await userEvent.click(await screen.findByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('SA46 8000 0608 0101 6751 9001')).toBeVisible();
  });
});

describe('BankAccountsScreen stories', () => {
  const { Accounts, English, Empty, SaveRefused, Loading, StoreDown } = composeStories(stories);

  it('Accounts: the saved accounts, in Arabic', async () => {
    const { container } = render(<Accounts />);
    expect(await screen.findByText('SA85 1000 0012 3456 7890 1234')).toBeVisible();
    expect(screen.getByRole('button', { name: 'إضافة حساب بنكي' })).toBeVisible();
    await assertNoAxeViolations(container);
  });

  it('English: the saved accounts, in English', async () => {
    const { container } = render(<English />);
    expect(await screen.findByRole('button', { name: 'Add a bank account' })).toBeVisible();
    await assertNoAxeViolations(container);
  });

  it('Empty: offers to add the first account', async () => {
    const { container } = render(<Empty />);
    expect(await screen.findByRole('heading', { name: 'لا توجد حسابات بنكية بعد' })).toBeVisible();
    await assertNoAxeViolations(container);
  });

  it('SaveRefused: the store refuses a new account and the dialog says so', async () => {
    render(<SaveRefused />);
    await userEvent.click(await screen.findByRole('button', { name: 'إضافة حساب بنكي' }));
    const dialog = await screen.findByRole('dialog', { name: 'إضافة حساب بنكي' });
    await userEvent.type(within(dialog).getByRole('textbox', { name: /^اسم صاحب الحساب/ }), 'هدى');
    await userEvent.type(within(dialog).getByRole('textbox', { name: /^اسم البنك/ }), 'بنك الرياض');
    await userEvent.type(
      within(dialog).getByRole('textbox', { name: /^رقم الحساب البنكي/ }),
      '2100000012345',
    );
    await userEvent.type(
      within(dialog).getByRole('textbox', { name: /^رقم الآيبان/ }),
      'SA0380000000608010167519',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'حفظ الحساب البنكي' }));
    expect(await within(dialog).findByText('هذا الآيبان محفوظ في حساب آخر')).toBeVisible();
  });

  it('Loading: neither the accounts nor an error while they are on their way', async () => {
    const { container } = render(<Loading />);
    expect(screen.queryByRole('list')).not.toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    await assertNoAxeViolations(container);
  });

  it('StoreDown: offers to try again', async () => {
    const { container } = render(<StoreDown />);
    expect(await screen.findByRole('button', { name: 'إعادة المحاولة' })).toBeVisible();
    await assertNoAxeViolations(container);
  });
});
