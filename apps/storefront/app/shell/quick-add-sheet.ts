// The quick add sheet, in a module of its own so that its code (the variant picker) is loaded when
// a customer first adds a product from a card, not with every page.
export { QuickAddSheet } from '@matjar/catalog';
