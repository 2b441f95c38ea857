import { composeStories } from '@storybook/react-vite';
import { render, screen, within } from '@testing-library/react';
import jsQR from 'jsqr';
import { describe, expect, it } from 'vitest';
import { TestI18nProvider } from '@matjar/i18n/testing';
import { assertNoAxeViolations } from '@matjar/ui/testing';
import { taxInvoiceFixture } from '../order-fixtures.js';
import { TaxInvoice } from './tax-invoice.js';
import * as stories from './tax-invoice.stories.js';

/** Reads a QR code as a camera would: the drawn SVG's modules as pixels, decoded by jsQR. */
function decodeDrawnQr(svg: Element): string | null {
  const size = Number(svg.getAttribute('data-qr-size'));
  const d = svg.querySelector('path')?.getAttribute('d') ?? '';
  const scale = 4;
  const width = size * scale;
  const pixels = new Uint8ClampedArray(width * width * 4).fill(255);
  for (const [, x, y] of d.matchAll(/M(\d+) (\d+)h1v1h-1z/g)) {
    for (let dy = 0; dy < scale; dy += 1) {
      for (let dx = 0; dx < scale; dx += 1) {
        const at = ((Number(y) * scale + dy) * width + Number(x) * scale + dx) * 4;
        pixels.fill(0, at, at + 3);
      }
    }
  }
  return jsQR(pixels, width, width)?.data ?? null;
}

/** The TLV fields of a ZATCA payload (Base64), lengths counted in UTF-8 bytes. */
function tlvFields(payload: string): string[] {
  const bytes = Uint8Array.from(atob(payload), (character) => character.charCodeAt(0));
  const fields: string[] = [];
  for (let at = 0; at < bytes.length;) {
    const length = bytes[at + 1] ?? 0;
    fields[(bytes[at] ?? 0) - 1] = new TextDecoder().decode(
      bytes.subarray(at + 2, at + 2 + length),
    );
    at += 2 + length;
  }
  return fields;
}

describe('TaxInvoice', () => {
  it.each(Object.entries(composeStories(stories)))(
    'has no axe violations: %s',
    async (_name, Story) => {
      const { container } = render(<Story />);
      await assertNoAxeViolations(container);
    },
  );

  it('names the seller, each line with its VAT, and the totals', () => {
    render(
      <TestI18nProvider locale="en">
        <TaxInvoice invoice={taxInvoiceFixture} />
      </TestI18nProvider>,
    );
    const invoice = screen.getByRole('article', { name: 'Simplified tax invoice' });
    expect(within(invoice).getByText('INV-105122')).toBeVisible();
    expect(within(invoice).getByText('300000000000003')).toBeVisible();
    const rows = within(invoice).getAllByRole('row');
    // The heading row, two products and the delivery.
    expect(rows).toHaveLength(4);
    const cells = within(rows[1]!)
      .getAllByRole('cell')
      .map((cell) => cell.textContent);
    expect(within(rows[1]!).getByRole('rowheader')).toHaveTextContent(
      'تمر سكري القصيم فاخرWeight: 1 kg',
    );
    expect(cells).toEqual(['2', '\u20C1 39.13', '15%', '\u20C1 11.74', '\u20C1 90.00']);
    expect(within(rows[3]!).getByRole('rowheader')).toHaveTextContent('التوصيل');

    const totals = (term: string) =>
      within(invoice).getByText(term).closest('div')?.querySelector('dd')?.textContent;
    expect(totals('Discount (incl. VAT)')).toBe('\u20C1 -13.50');
    expect(totals('Total excluding VAT')).toBe('\u20C1 118.70');
    expect(totals('VAT (15%)')).toBe('\u20C1 17.80');
    expect(totals('Total including VAT')).toBe('\u20C1 136.50');
  });

  it("draws a QR code that reads back as the invoice's five fields, the Arabic name whole", () => {
    render(
      <TestI18nProvider locale="ar">
        <TaxInvoice invoice={taxInvoiceFixture} />
      </TestI18nProvider>,
    );
    const qr = screen.getByRole('img', { name: /رمز QR للفاتورة/ });
    const payload = decodeDrawnQr(qr);
    expect(payload).toBe(taxInvoiceFixture.qr);
    expect(tlvFields(payload ?? '')).toEqual([
      'شركة متجر للتجارة',
      '300000000000003',
      '2026-11-30T09:15:00Z',
      '136.50',
      '17.80',
    ]);
  });
});
