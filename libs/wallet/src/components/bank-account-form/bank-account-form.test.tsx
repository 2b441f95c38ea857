import { composeStories } from '@storybook/react-vite';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { TestI18nProvider } from '@matjar/i18n/testing';
import { assertNoAxeViolations } from '@matjar/ui/testing';
import { describe, expect, it, vi } from 'vitest';
import { bankAccountsFixture } from '../wallet-fixtures.js';
import { BankAccountForm, type BankAccountFormProps } from './bank-account-form.js';
import * as stories from './bank-account-form.stories.js';

const rajhi = bankAccountsFixture[0];

function renderForm(props: Partial<BankAccountFormProps> = {}) {
  const onSubmit = vi.fn();
  const ui = (overrides: { error?: ReactNode; isPending?: boolean }) => (
    <TestI18nProvider locale="en">
      <BankAccountForm
        submitLabel="Add the account"
        onSubmit={onSubmit}
        {...props}
        {...overrides}
      />
    </TestI18nProvider>
  );
  const view = render(ui({}));
  return {
    onSubmit,
    rerenderWith: (overrides: { error?: ReactNode; isPending?: boolean }) =>
      view.rerender(ui(overrides)),
  };
}

const holderField = () => screen.getByRole('textbox', { name: /Account holder name/ });
const bankField = () => screen.getByRole('textbox', { name: /Bank name/ });
const numberField = () => screen.getByRole('textbox', { name: /Bank account number/ });
const ibanField = () => screen.getByRole('textbox', { name: /IBAN/ });

async function fillValidAccount() {
  await userEvent.type(holderField(), '  Sara Alotaibi ');
  await userEvent.type(bankField(), ' Al Rajhi Bank');
  await userEvent.type(numberField(), '608010167519001');
}

describe('BankAccountForm', () => {
  it.each(Object.entries(composeStories(stories)))(
    'has no axe violations: %s',
    async (_name, Story) => {
      const { container } = render(<Story />);
      await assertNoAxeViolations(container);
    },
  );

  it('says what is missing in place, focuses the first field and sends nothing', async () => {
    const { onSubmit } = renderForm();
    await userEvent.click(screen.getByRole('button', { name: 'Add the account' }));
    expect(onSubmit).not.toHaveBeenCalled();
    expect(holderField()).toHaveAccessibleDescription('Please enter the account holder name');
    expect(bankField()).toHaveAccessibleDescription('Please enter the bank name');
    expect(numberField()).toHaveAccessibleDescription('Please enter the account number');
    expect(ibanField()).toHaveAccessibleDescription(/Please enter the IBAN/);
    expect(holderField()).toHaveFocus();
    await userEvent.type(holderField(), 'S');
    expect(holderField()).not.toHaveAttribute('aria-invalid');
    expect(bankField()).toHaveAttribute('aria-invalid', 'true');
  });

  it('accepts an IBAN typed in Arabic-Indic digits with spaces and sends it normalized', async () => {
    const { onSubmit } = renderForm();
    await fillValidAccount();
    await userEvent.clear(numberField());
    await userEvent.type(numberField(), '٦٠٨٠١٠١٦٧٥١٩٠٠١');
    await userEvent.type(ibanField(), 'sa٤٦ ٨٠٠٠ ٠٦٠٨ ٠١٠١ ٦٧٥١ ٩٠٠١');
    await userEvent.click(screen.getByRole('button', { name: 'Add the account' }));
    expect(onSubmit).toHaveBeenCalledExactlyOnceWith({
      account_name: 'Sara Alotaibi',
      bank_name: 'Al Rajhi Bank',
      account_number: '608010167519001',
      iban: 'SA4680000608010167519001',
    });
  });

  it('refuses an IBAN with a wrong check digit and focuses it', async () => {
    const { onSubmit } = renderForm();
    await fillValidAccount();
    await userEvent.type(ibanField(), 'SA47 8000 0608 0101 6751 9001');
    await userEvent.click(screen.getByRole('button', { name: 'Add the account' }));
    expect(onSubmit).not.toHaveBeenCalled();
    expect(ibanField()).toHaveAttribute('aria-invalid', 'true');
    expect(ibanField()).toHaveAccessibleDescription(/The IBAN is incorrect/);
    expect(ibanField()).toHaveFocus();
  });

  it('refuses an account number that is not 6 to 30 digits', async () => {
    const { onSubmit } = renderForm();
    await userEvent.type(holderField(), 'Sara');
    await userEvent.type(bankField(), 'Al Rajhi Bank');
    await userEvent.type(numberField(), '12-3');
    await userEvent.type(ibanField(), 'SA4680000608010167519001');
    await userEvent.click(screen.getByRole('button', { name: 'Add the account' }));
    expect(onSubmit).not.toHaveBeenCalled();
    expect(numberField()).toHaveAccessibleDescription('The account number is 6 to 30 digits');
    expect(numberField()).toHaveFocus();
  });

  it('reads the IBAN back grouped by four once it has four characters', async () => {
    renderForm();
    await userEvent.type(ibanField(), 'sa4');
    expect(screen.queryByText(/You entered/)).not.toBeInTheDocument();
    await userEvent.type(ibanField(), '٦٨٠٠٠٠٦');
    expect(screen.getByText(/You entered/)).toHaveTextContent('You entered: SA46 8000 06');
  });

  it('starts from the account being edited and sends it back unchanged', async () => {
    const { onSubmit } = renderForm({ defaultValues: rajhi });
    expect(ibanField()).toHaveValue('SA46 8000 0608 0101 6751 9001');
    await userEvent.click(screen.getByRole('button', { name: 'Add the account' }));
    expect(onSubmit).toHaveBeenCalledExactlyOnceWith({
      account_name: rajhi?.account_name,
      bank_name: rajhi?.bank_name,
      account_number: rajhi?.account_number,
      iban: rajhi?.iban,
    });
  });

  it("shows the store's refusal and keeps every field", async () => {
    const { rerenderWith } = renderForm();
    await fillValidAccount();
    await userEvent.type(ibanField(), 'SA4680000608010167519001');
    await userEvent.click(screen.getByRole('button', { name: 'Add the account' }));
    rerenderWith({ error: 'This IBAN is already saved' });
    expect(screen.getByRole('alert')).toHaveTextContent('This IBAN is already saved');
    expect(holderField()).toHaveValue('  Sara Alotaibi ');
    expect(bankField()).toHaveValue(' Al Rajhi Bank');
    expect(numberField()).toHaveValue('608010167519001');
    expect(ibanField()).toHaveValue('SA4680000608010167519001');
  });

  it('ignores another press while the account is being saved', async () => {
    const { onSubmit } = renderForm({ defaultValues: rajhi, isPending: true });
    const submit = screen.getByRole('button', { name: /Add the account/ });
    expect(submit).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(submit);
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('offers Cancel only when the caller handles it', async () => {
    const onCancel = vi.fn();
    renderForm();
    expect(screen.queryByRole('button', { name: 'Cancel' })).not.toBeInTheDocument();
    renderForm({ onCancel });
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onCancel).toHaveBeenCalledOnce();
  });
});
