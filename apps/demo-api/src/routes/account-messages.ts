import { localizer } from '../messages.js';

/** The account domains' own messages (`msg`), in the request's language. */
const accountMessages = {
  codeResent: {
    ar: 'تم إعادة إرسال رمز التفعيل',
    en: 'The activation code was sent again',
  },
  alreadyActive: { ar: 'هذا الحساب مفعل مسبقًا', en: 'This account is already activated' },
  phoneNotFound: { ar: 'رقم الجوال غير مسجل', en: 'This phone number is not registered' },
  resetCodeSent: {
    ar: 'تم إرسال رمز استعادة كلمة المرور',
    en: 'A password reset code was sent to your phone',
  },
  codeAccepted: { ar: 'الرمز صحيح', en: 'The code is correct' },
  passwordReset: {
    ar: 'تم تغيير كلمة المرور، سجّل الدخول بها',
    en: 'Your password was changed; sign in with it',
  },
  passwordChanged: { ar: 'تم تغيير كلمة المرور', en: 'Password changed' },
  wrongOldPassword: { ar: 'كلمة المرور القديمة غير صحيحة', en: 'The old password is wrong' },
  noPhoneChange: {
    ar: 'لا يوجد طلب لتغيير رقم الجوال',
    en: 'There is no phone change waiting for a code',
  },
  phoneChanged: { ar: 'تم تغيير رقم الجوال', en: 'Phone number changed' },
  visitor: { ar: 'مرحبًا بك زائرًا', en: 'Welcome, visitor' },
  notifyOn: { ar: 'تم تفعيل الإشعارات', en: 'Notifications turned on' },
  notifyOff: { ar: 'تم إيقاف الإشعارات', en: 'Notifications turned off' },
  addressSaved: { ar: 'تم حفظ العنوان', en: 'Address saved' },
  addressDeleted: { ar: 'تم حذف العنوان', en: 'Address deleted' },
  addressNotFound: { ar: 'العنوان غير موجود', en: 'Address not found' },
  defaultAddress: { ar: 'تم تعيين العنوان الافتراضي', en: 'Default address set' },
  chargeBounds: {
    ar: 'يجب أن يكون مبلغ الشحن بين {min} و{max} ريال',
    en: 'The charge must be between {min} and {max} SAR',
  },
  chargeStarted: {
    ar: 'أكمل الدفع لشحن محفظتك',
    en: 'Complete the payment to charge your wallet',
  },
  overBalance: {
    ar: 'المبلغ المطلوب أكبر من رصيد محفظتك ({balance} ريال)',
    en: 'The amount is more than your wallet balance ({balance} SAR)',
  },
  withdrawalSent: { ar: 'تم إرسال طلب السحب', en: 'Withdrawal request sent' },
  bankAccountNotFound: { ar: 'الحساب البنكي غير موجود', en: 'Bank account not found' },
  bankAccountSaved: { ar: 'تم حفظ الحساب البنكي', en: 'Bank account saved' },
  bankAccountDeleted: { ar: 'تم حذف الحساب البنكي', en: 'Bank account deleted' },
  notEnoughPoints: {
    ar: 'رصيد النقاط غير كافٍ (لديك {points} نقطة)',
    en: 'Not enough points (you have {points})',
  },
  tooFewPoints: {
    ar: 'أقل عدد للتحويل {min} نقطة',
    en: 'At least {min} points can be converted',
  },
  pointsConverted: {
    ar: 'تم تحويل {points} نقطة إلى {value} ريال في محفظتك',
    en: '{points} points converted into {value} SAR in your wallet',
  },
  complaintSent: {
    ar: 'تم إرسال رسالتك، وسنرد عليك قريبًا',
    en: 'Your message was sent; we will answer soon',
  },
  complaintNotFound: { ar: 'الشكوى غير موجودة', en: 'Complaint not found' },
  notificationDeleted: { ar: 'تم حذف الإشعار', en: 'Notification deleted' },
  notificationsDeleted: { ar: 'تم حذف جميع الإشعارات', en: 'All notifications deleted' },
  notificationNotFound: { ar: 'الإشعار غير موجود', en: 'Notification not found' },
} as const;

export type AccountMessage = keyof typeof accountMessages;

/** A message of this domain in the request's language, as a handler's `msg`. */
export const accountMsg = localizer(accountMessages);
