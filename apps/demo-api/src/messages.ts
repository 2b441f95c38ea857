/** The demo server's own messages (`msg`), in the request's language. */
const messages = {
  invalidInput: { ar: 'البيانات المرسلة غير صحيحة', en: 'The data sent is not valid' },
  wrongCredentials: {
    ar: 'رقم الجوال أو كلمة المرور غير صحيحة',
    en: 'Wrong phone number or password',
  },
  needActive: {
    ar: 'يرجى تفعيل حسابك بالرمز المرسل إلى جوالك',
    en: 'Please activate your account with the code sent to your phone',
  },
  needCompleteInfo: { ar: 'يرجى إكمال بيانات حسابك', en: 'Please complete your account details' },
  blocked: {
    ar: 'تم إيقاف حسابك، يرجى التواصل مع الدعم',
    en: 'Your account is blocked; please contact support',
  },
  unauthenticated: { ar: 'يرجى تسجيل الدخول', en: 'Please sign in' },
  phoneTaken: { ar: 'رقم الجوال مسجل مسبقًا', en: 'This phone number is already registered' },
  codeSent: {
    ar: 'تم إرسال رمز التفعيل إلى جوالك',
    en: 'The activation code was sent to your phone',
  },
  wrongCode: { ar: 'رمز التفعيل غير صحيح', en: 'The activation code is wrong' },
  signedIn: { ar: 'تم تسجيل الدخول', en: 'Signed in' },
  activated: { ar: 'تم تفعيل حسابك', en: 'Your account is activated' },
  profileUpdated: { ar: 'تم تحديث بياناتك', en: 'Your profile has been updated' },
  signedOut: { ar: 'تم تسجيل الخروج', en: 'Signed out' },
  accountDeleted: { ar: 'تم حذف حسابك', en: 'Your account has been deleted' },
  notFound: { ar: 'غير موجود', en: 'Not found' },
  ok: { ar: '', en: '' },
} as const;

export type DemoMessage = keyof typeof messages;
export type DemoLang = 'ar' | 'en';

export function messageOf(key: DemoMessage, lang: DemoLang): string {
  return messages[key][lang];
}

export function langOf(header: string | undefined | null): DemoLang {
  return header === 'en' ? 'en' : 'ar';
}

/** A table of a domain's own messages: key → the text in each language, `{name}` for values. */
export type MessageTable<TKey extends string> = Record<TKey, Record<DemoLang, string>>;

/**
 * The lookup of a domain's message table, for a handler's `{ msg: { text } }`: the text in the
 * request's language, with its `{name}` placeholders filled (unknown ones are left as they are).
 */
export function localizer<TKey extends string>(table: MessageTable<TKey>) {
  return (key: TKey, lang: DemoLang, values: Record<string, string | number> = {}) => ({
    text: table[key][lang].replace(/\{(\w+)\}/g, (match, name: string) =>
      name in values ? String(values[name]) : match,
    ),
  });
}
