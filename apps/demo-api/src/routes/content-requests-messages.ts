import { localizer } from '../messages.js';

/** Server messages (`msg`) of the delegate and provider join requests, in the request's language. */
const joinRequestMessages = {
  requestSent: { ar: 'تم إرسال الطلب', en: 'Request sent' },
  cityNotFound: { ar: 'المدينة غير موجودة', en: 'The city was not found' },
  categoryNotFound: { ar: 'القسم غير موجود', en: 'The category was not found' },
  subcategoryNotInCategory: {
    ar: 'القسم الفرعي لا يتبع القسم المختار',
    en: 'The subcategory is not in the chosen category',
  },
} as const;

export type JoinRequestMessage = keyof typeof joinRequestMessages;

/** A message of this domain in the request's language, as a handler's `msg`. */
export const joinRequestMsg = localizer(joinRequestMessages);
