import { composeStories } from '@storybook/react-vite';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { calls } from '@matjar/api-client';
import { answerCall, refusal, success } from '@matjar/api-client/testing';
import { assertNoAxeViolations } from '@matjar/ui/testing';
import { finishedOrder, orderPathsFixture, taxInvoiceFixture } from '../order-fixtures.js';
import { BASE, itDrawsItsStates, renderInSession, setUpStoreServer } from '../screen-test-setup.js';
import { TaxInvoiceScreen } from './tax-invoice-screen.js';
import * as stories from './tax-invoice-screen.stories.js';

const server = setUpStoreServer();

describe('TaxInvoiceScreen', () => {
  it("shows the order's invoice and prints it with the browser's own printing", async () => {
    const print = vi.spyOn(window, 'print').mockImplementation(() => undefined);
    server.use(
      answerCall(BASE, calls.orders.show, success(finishedOrder)),
      answerCall(BASE, calls.orders.invoice, success(taxInvoiceFixture)),
    );
    renderInSession(<TaxInvoiceScreen id={finishedOrder.id} paths={orderPathsFixture} />);
    expect(await screen.findByRole('article', { name: 'Simplified tax invoice' })).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Print or save as PDF' }));
    expect(print).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('link', { name: 'Back to the order' })).toHaveAttribute(
      'href',
      orderPathsFixture.details(finishedOrder.id),
    );
    print.mockRestore();
  });

  it('says an order neither paid nor delivered has no invoice yet, and leads back to it', async () => {
    server.use(
      answerCall(BASE, calls.orders.show, success(finishedOrder)),
      answerCall(BASE, calls.orders.invoice, refusal('not yet')),
    );
    renderInSession(<TaxInvoiceScreen id={finishedOrder.id} paths={orderPathsFixture} />);
    expect(
      await screen.findByText('The invoice is issued once the order is paid or delivered.'),
    ).toBeVisible();
    expect(screen.getByRole('link', { name: 'Back to the order' })).toBeVisible();
  });
});

describe('TaxInvoiceScreen stories', () => {
  const { Invoice, English, NotIssuedYet, NotYours, Loading, StoreDown } = composeStories(stories);

  it('Invoice: the invoice and its QR code, in Arabic', async () => {
    const { container } = render(<Invoice />);
    expect(await screen.findByRole('article', { name: 'فاتورة ضريبية مبسطة' })).toBeVisible();
    expect(screen.getByRole('img', { name: /رمز QR للفاتورة/ })).toBeInTheDocument();
    await assertNoAxeViolations(container);
  });

  it('English: in English', async () => {
    const { container } = render(<English />);
    expect(await screen.findByRole('article', { name: 'Simplified tax invoice' })).toBeVisible();
    await assertNoAxeViolations(container);
  });

  it('NotIssuedYet: says when the invoice comes', async () => {
    const { container } = render(<NotIssuedYet />);
    expect(await screen.findByText('تصدر فاتورة الطلب بعد دفعه أو استلامه.')).toBeVisible();
    await assertNoAxeViolations(container);
  });

  itDrawsItsStates({ NotYours, Loading, StoreDown }, () => {
    expect(screen.queryByRole('article')).not.toBeInTheDocument();
  });
});
