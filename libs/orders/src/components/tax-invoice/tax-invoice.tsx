import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import type { TaxInvoice as TaxInvoiceData, TaxInvoiceLine } from '@matjar/api-client';
import { useFormatters } from '@matjar/i18n';
import { VariantLabel } from '@matjar/ui';
import { InvoiceQr } from './invoice-qr.js';
import { taxInvoiceMessages as m } from './messages.js';

export interface TaxInvoiceProps {
  invoice: TaxInvoiceData;
  className?: string;
}

/** A number, a VAT registration or an order number: kept in its order inside Arabic text. */
const Code = ({ children }: { children: ReactNode }) => <bdi dir="ltr">{children}</bdi>;

/**
 * A simplified tax invoice as the customer keeps it: the seller and its VAT number, the invoice's
 * number and time (Riyadh, Gregorian calendar), each line with its price without VAT, the VAT rate
 * and amount and its total, the totals, and the QR code ZATCA's app reads. Laid out for a phone, a
 * page of A4 and an 80 mm receipt; printing leaves only the invoice.
 *
 * @example
 * <TaxInvoice invoice={invoice} />
 */
export function TaxInvoice({ invoice, className }: TaxInvoiceProps) {
  const intl = useIntl();
  const format = useFormatters();
  const money = (amount: number) => <bdi>{format.price(amount)}</bdi>;
  const percent = (rate: number) =>
    format.number(rate / 100, { style: 'percent', maximumFractionDigits: 2 });
  const labels = {
    product: intl.formatMessage(m.product),
    quantity: intl.formatMessage(m.quantity),
    unitPrice: intl.formatMessage(m.unitPrice),
    vatRate: intl.formatMessage(m.vatRate),
    vatAmount: intl.formatMessage(m.vatAmount),
    lineTotal: intl.formatMessage(m.lineTotal),
  };
  const row = (line: TaxInvoiceLine, key: string) => (
    <tr key={key} className="orders-invoice__line">
      <th scope="row" className="orders-invoice__product" data-label={labels.product}>
        {line.name}
        {line.variant ? (
          <VariantLabel
            className="orders-invoice__variant"
            options={format.variantOptions(line.variant)}
          />
        ) : null}
      </th>
      <td data-label={labels.quantity}>
        <bdi>{format.number(line.quantity)}</bdi>
      </td>
      <td data-label={labels.unitPrice}>{money(line.unit_price_excluding_vat)}</td>
      <td data-label={labels.vatRate}>
        <bdi>{percent(line.vat_rate)}</bdi>
      </td>
      <td data-label={labels.vatAmount}>{money(line.vat_amount)}</td>
      <td data-label={labels.lineTotal} className="orders-invoice__line-total">
        {money(line.total_including_vat)}
      </td>
    </tr>
  );
  const rate = invoice.lines[0]?.vat_rate ?? invoice.shipping?.vat_rate ?? 15;
  const titleId = `invoice-${invoice.order_id}-title`;

  return (
    <article
      className={['orders-invoice', className].filter(Boolean).join(' ')}
      aria-labelledby={titleId}
    >
      <header className="orders-invoice__head">
        <div>
          <h2 id={titleId} className="orders-invoice__title">
            {intl.formatMessage(m.title)}
          </h2>
          <dl className="orders-invoice__facts">
            <div>
              <dt>{intl.formatMessage(m.number)}</dt>
              <dd>
                <Code>{invoice.number}</Code>
              </dd>
            </div>
            <div>
              <dt>{intl.formatMessage(m.issuedAt)}</dt>
              <dd>
                <time dateTime={invoice.issued_at}>{format.dateTime(invoice.issued_at)}</time>
              </dd>
            </div>
            <div>
              <dt>{intl.formatMessage(m.order)}</dt>
              <dd>
                <Code>{invoice.order_number}</Code>
              </dd>
            </div>
          </dl>
        </div>
        <InvoiceQr
          className="orders-invoice__qr"
          payload={invoice.qr}
          label={intl.formatMessage(m.qr)}
        />
      </header>

      <section className="orders-invoice__seller" aria-label={intl.formatMessage(m.seller)}>
        <p className="orders-invoice__seller-name">{invoice.seller.name}</p>
        <p>
          {intl.formatMessage(m.vatNumber)}: <Code>{invoice.seller.vat_number}</Code>
        </p>
        {invoice.seller.commercial_registration ? (
          <p>
            {intl.formatMessage(m.commercialRegistration)}:{' '}
            <Code>{invoice.seller.commercial_registration}</Code>
          </p>
        ) : null}
        {invoice.seller.address ? <p>{invoice.seller.address}</p> : null}
      </section>

      <table className="orders-invoice__lines">
        <thead>
          <tr>
            <th scope="col">{labels.product}</th>
            <th scope="col">{labels.quantity}</th>
            <th scope="col">{labels.unitPrice}</th>
            <th scope="col">{labels.vatRate}</th>
            <th scope="col">{labels.vatAmount}</th>
            <th scope="col">{labels.lineTotal}</th>
          </tr>
        </thead>
        <tbody>
          {invoice.lines.map((line, index) => row(line, String(index)))}
          {invoice.shipping ? row(invoice.shipping, 'shipping') : null}
        </tbody>
      </table>

      <dl className="orders-invoice__totals">
        {invoice.discount_including_vat > 0 ? (
          <div>
            <dt>{intl.formatMessage(m.discount)}</dt>
            <dd>{money(-invoice.discount_including_vat)}</dd>
          </div>
        ) : null}
        <div>
          <dt>{intl.formatMessage(m.totalExcludingVat)}</dt>
          <dd>{money(invoice.total_excluding_vat)}</dd>
        </div>
        <div>
          <dt>{intl.formatMessage(m.vatTotal, { rate: percent(rate) })}</dt>
          <dd>{money(invoice.vat_total)}</dd>
        </div>
        <div className="orders-invoice__grand-total">
          <dt>{intl.formatMessage(m.totalIncludingVat)}</dt>
          <dd>{money(invoice.total_including_vat)}</dd>
        </div>
      </dl>
    </article>
  );
}
