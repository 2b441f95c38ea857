import { localizer } from '../messages.js';

/** The catalog's and content's own server messages (`msg`), in the request's language. */
const catalogMessages = {
  productNotFound: { ar: 'المنتج غير موجود', en: 'The product was not found' },
  variantNotFound: { ar: 'هذا النوع غير موجود', en: 'This variant does not exist' },
  stillInStock: {
    ar: 'المنتج متوفر الآن، يمكنك إضافته إلى السلة',
    en: 'This product is in stock: you can add it to your cart',
  },
  stockAlertAdded: {
    ar: 'سنخبرك عند توفر المنتج',
    en: 'We will let you know when it is back in stock',
  },
  stockAlertRemoved: { ar: 'تم إلغاء التنبيه', en: 'The alert is removed' },
  stockAlertNotFound: { ar: 'هذا التنبيه غير موجود', en: 'This alert does not exist' },
  categoryNotFound: { ar: 'القسم غير موجود', en: 'The category was not found' },
  providerNotFound: { ar: 'المتجر غير موجود', en: 'The provider was not found' },
  countryNotFound: { ar: 'الدولة غير موجودة', en: 'The country was not found' },
  favoriteAdded: { ar: 'تمت الإضافة إلى المفضلة', en: 'Added to favorites' },
  favoriteRemoved: { ar: 'تمت الإزالة من المفضلة', en: 'Removed from favorites' },
  contactSent: {
    ar: 'تم إرسال رسالتك، وسنتواصل معك قريبًا',
    en: 'Your message was sent; we will get back to you soon',
  },
} as const;

export type CatalogMessage = keyof typeof catalogMessages;

/** A message of this domain in the request's language, as a handler's `msg`. */
export const catalogMsg = localizer(catalogMessages);
