import { type MessageValue, defineMessage } from 'react-intl';

/** The words of a simplified tax invoice. */
export const taxInvoiceMessages = {
  title: defineMessage({ id: 'orders.invoice.title', defaultMessage: 'Simplified tax invoice' }),
  number: defineMessage({ id: 'orders.invoice.number', defaultMessage: 'Invoice number' }),
  issuedAt: defineMessage({ id: 'orders.invoice.issuedAt', defaultMessage: 'Issued on' }),
  order: defineMessage({ id: 'orders.invoice.order', defaultMessage: 'Order number' }),
  seller: defineMessage({ id: 'orders.invoice.seller', defaultMessage: 'Seller' }),
  vatNumber: defineMessage({ id: 'orders.invoice.vatNumber', defaultMessage: 'VAT number' }),
  commercialRegistration: defineMessage({
    id: 'orders.invoice.commercialRegistration',
    defaultMessage: 'CR number',
  }),
  product: defineMessage({ id: 'orders.invoice.product', defaultMessage: 'Product' }),
  quantity: defineMessage({ id: 'orders.invoice.quantity', defaultMessage: 'Qty' }),
  unitPrice: defineMessage({
    id: 'orders.invoice.unitPrice',
    defaultMessage: 'Unit price excl. VAT',
  }),
  vatRate: defineMessage({ id: 'orders.invoice.vatRate', defaultMessage: 'VAT rate' }),
  vatAmount: defineMessage({ id: 'orders.invoice.vatAmount', defaultMessage: 'VAT' }),
  lineTotal: defineMessage({ id: 'orders.invoice.lineTotal', defaultMessage: 'Total incl. VAT' }),
  discount: defineMessage({
    id: 'orders.invoice.discount',
    defaultMessage: 'Discount (incl. VAT)',
  }),
  totalExcludingVat: defineMessage({
    id: 'orders.invoice.totalExcludingVat',
    defaultMessage: 'Total excluding VAT',
  }),
  vatTotal: defineMessage<{ rate: MessageValue }>({
    id: 'orders.invoice.vatTotal',
    defaultMessage: 'VAT ({rate})',
  }),
  totalIncludingVat: defineMessage({
    id: 'orders.invoice.totalIncludingVat',
    defaultMessage: 'Total including VAT',
  }),
  qr: defineMessage({
    id: 'orders.invoice.qr',
    defaultMessage: "QR code of the invoice, for the Zakat, Tax and Customs Authority's app",
  }),
  print: defineMessage({ id: 'orders.invoice.print', defaultMessage: 'Print or save as PDF' }),
  notReady: defineMessage({
    id: 'orders.invoice.notReady',
    defaultMessage: 'The invoice is issued once the order is paid or delivered.',
  }),
  backToOrder: defineMessage({
    id: 'orders.invoice.backToOrder',
    defaultMessage: 'Back to the order',
  }),
};
