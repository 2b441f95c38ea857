import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { createRoutesStub } from 'react-router';
import { describe, expect, it } from 'vitest';
import { createApiClient } from '@matjar/api-client';
import { ApiClientProvider } from '@matjar/api-client/react';
import type { Locale } from '@matjar/i18n';
import { TestI18nProvider } from '@matjar/i18n/testing';
import { assertNoAxeViolations } from '@matjar/ui/testing';
import { Footer } from './footer.js';

const settings = {
  phone: '920000000',
  whatsapp: '+966 50 000 0000',
  email: 'care@matjar.example',
  vat_number: '300000000000003',
  commercial_registration: '1010000000',
  address: 'King Fahd Road, Al Olaya, Riyadh 12214, Saudi Arabia',
};

/** The footer on a page, with a store that answers the settings call with `answer` (or fails). */
function footerPage(answer: Record<string, unknown> | 'down', locale: Locale = 'en') {
  const api = createApiClient({
    baseUrl: 'http://store.test/api/',
    getToken: () => undefined,
    getLang: () => locale,
    retries: 0,
    fetch: async () =>
      answer === 'down'
        ? new Response('Service unavailable', { status: 503 })
        : Response.json({ key: 'success', msg: '', data: answer }),
  });
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const Stub = createRoutesStub([{ path: '/', Component: () => <Footer year={2026} /> }]);
  return (
    <TestI18nProvider locale={locale}>
      <QueryClientProvider client={queryClient}>
        <ApiClientProvider client={api}>
          <Stub initialEntries={['/']} />
        </ApiClientProvider>
      </QueryClientProvider>
    </TestI18nProvider>
  );
}

const renderFooter = (answer: Record<string, unknown> | 'down', locale: Locale = 'en') =>
  render(footerPage(answer, locale));

describe('Footer', () => {
  it('has no axe violations while the settings load and once they come', async () => {
    const { container } = renderFooter(settings, 'ar');
    await assertNoAxeViolations(container);
    await screen.findByRole('link', { name: /^الهاتف/ });
    await assertNoAxeViolations(container);
  });

  it('shows how to reach the store once its settings come', async () => {
    renderFooter(settings);
    const contact = await screen.findByRole('region', { name: 'Contact us' });
    expect(await within(contact).findByRole('link', { name: 'Phone 9200 00000' })).toHaveAttribute(
      'href',
      'tel:920000000',
    );
    expect(within(contact).getByRole('link', { name: /^WhatsApp/ })).toHaveAttribute(
      'href',
      'https://wa.me/966500000000',
    );
    expect(within(contact).getByRole('link', { name: /^Email/ })).toHaveAttribute(
      'href',
      'mailto:care@matjar.example',
    );
  });

  it('shows the VAT and commercial registration numbers in the legal line', async () => {
    renderFooter(settings, 'ar');
    expect(await screen.findByText(/^الرقم الضريبي:/)).toHaveTextContent(
      'الرقم الضريبي: 300000000000003',
    );
    expect(screen.getByText(/^السجل التجاري:/)).toHaveTextContent('السجل التجاري: 1010000000');
  });

  it('leaves out what the store does not give', async () => {
    renderFooter({ ...settings, phone: null, commercial_registration: null });
    expect(await screen.findByText(/^VAT registration number:/)).toBeInTheDocument();
    expect(screen.queryByText(/Commercial registration/)).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /^Phone/ })).not.toBeInTheDocument();
  });

  it('names each way to pay the store takes by its mark', () => {
    renderFooter(settings);
    const marks = screen.getByRole('list', {
      name: 'Pay by card, wallet, bank transfer or cash on delivery.',
    });
    expect(
      within(marks)
        .getAllByRole('img')
        .map((mark) => mark.getAttribute('aria-label')),
    ).toEqual(['mada', 'Visa', 'Mastercard', 'Bank transfer', 'Cash on delivery']);
  });

  it('leaves the marks out of the server’s HTML, keeping the list they come into', () => {
    const html = renderToString(footerPage(settings));
    expect(html).toContain('Pay by card, wallet, bank transfer or cash on delivery.');
    expect(html).toMatch(/<ul class="sf-footer__marks"[^>]*><\/ul>/);
    expect(html).not.toContain('mj-payment-mark');
  });

  it('goes without the contact block when the store does not answer', async () => {
    renderFooter('down');
    await screen.findByRole('region', { name: 'Contact us' });
    await expect.poll(() => screen.queryByRole('region', { name: 'Contact us' })).toBeNull();
    expect(screen.getByText(/All rights reserved/)).toBeInTheDocument();
  });
});
