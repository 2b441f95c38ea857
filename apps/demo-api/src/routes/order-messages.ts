import { localizer } from '../messages.js';

/** The messages (`msg`) of the cart, orders and chat, in Arabic and English. */
const commerceMessages = {
  productUnavailable: {
    ar: 'هذا المنتج لم يعد متوفرًا',
    en: 'This product is no longer available',
  },
  selectVariant: { ar: 'يرجى اختيار النوع أولًا', en: 'Please select the variant first' },
  maxQuantity: { ar: 'تم الوصول إلى الحد الأقصى للكمية', en: 'Maximum quantity reached' },
  addedToCart: { ar: 'تمت إضافة المنتج إلى السلة', en: 'Product added to cart' },
  cartUpdated: { ar: 'تم تحديث السلة', en: 'Cart updated' },
  lineRemoved: { ar: 'تم حذف المنتج من السلة', en: 'Product removed from cart' },
  lineNotFound: { ar: 'هذا المنتج غير موجود في سلتك', en: 'This item is not in your cart' },
  couponUnknown: { ar: 'كود الخصم غير صحيح', en: 'This coupon does not exist' },
  couponExpired: { ar: 'انتهت صلاحية كود الخصم', en: 'This coupon has expired' },
  couponMinOrder: {
    ar: 'الحد الأدنى للطلب لاستخدام هذا الكود {amount} ر.س',
    en: 'The minimum order for this coupon is {amount} SAR',
  },
  couponApplied: { ar: 'تم تطبيق كود الخصم', en: 'Coupon applied' },
  couponRemoved: { ar: 'تم إلغاء كود الخصم', en: 'Coupon removed' },
  selectLocation: { ar: 'يرجى اختيار العنوان', en: 'Please select a location' },
  emptyCart: { ar: 'السلة فارغة', en: 'Your cart is empty' },
  invalidSlot: {
    ar: 'يرجى اختيار تاريخ ووقت التوصيل من المواعيد المتاحة',
    en: 'Please choose one of the delivery dates and times offered',
  },
  orderCompleted: { ar: 'تم إتمام الطلب بنجاح', en: 'Your order is complete' },
  reorderPartly: {
    ar: 'أضفنا المنتجات المتوفرة إلى السلة، وبعضها لم يعد متوفرًا',
    en: 'The available products are in your cart; some are no longer available',
  },
  walletEmpty: {
    ar: 'محفظتك فارغة، اختر طريقة دفع أخرى',
    en: 'Your wallet is empty; choose another payment method',
  },
  bankRequired: {
    ar: 'اختر البنك الذي حوّلت إليه وأرفق إيصال التحويل',
    en: 'Choose the bank you transferred to and attach the transfer receipt',
  },
  walletInsufficient: {
    ar: 'رصيد محفظتك لا يكفي لدفع هذا الطلب',
    en: 'Your wallet balance does not cover this order',
  },
  orderNotFound: { ar: 'الطلب غير موجود', en: 'Order not found' },
  invoiceNotReady: {
    ar: 'تصدر فاتورة الطلب بعد دفعه أو استلامه',
    en: 'The invoice is issued once the order is paid or delivered',
  },
  cannotCancel: {
    ar: 'لا يمكن إلغاء هذا الطلب الآن',
    en: 'This order can no longer be cancelled',
  },
  orderCanceled: { ar: 'تم إلغاء الطلب', en: 'The order has been canceled' },
  cannotReceive: {
    ar: 'لا يمكن تأكيد استلام طلب ليس في الطريق',
    en: 'Only an order on its way can be marked as received',
  },
  orderReceived: { ar: 'تم تأكيد استلام الطلب', en: 'The order is marked as received' },
  cannotPay: { ar: 'لا يوجد مبلغ مستحق لهذا الطلب', en: 'There is nothing to pay for this order' },
  visitorSessionRequired: {
    ar: 'يرجى تسجيل الدخول أولًا',
    en: 'Please sign in first',
  },
  returnUrlRefused: {
    ar: 'لا يمكن العودة من صفحة الدفع إلى هذا العنوان',
    en: 'The payment page cannot send you back to this address',
  },
  cannotReturn: {
    ar: 'لا يمكن إرجاع هذا الطلب',
    en: 'This order cannot be returned',
  },
  returnItemInvalid: {
    ar: 'يرجى اختيار المنتجات المراد إرجاعها وكمياتها بشكل صحيح',
    en: 'Select the products to be returned and valid quantities',
  },
  returnSent: { ar: 'تم إرسال طلب الإرجاع', en: 'The return request has been sent' },
  noReturn: { ar: 'لا يوجد طلب إرجاع لهذا الطلب', en: 'This order has no return request' },
  cannotRate: {
    ar: 'يمكن تقييم الطلب بعد انتهائه مرة واحدة فقط',
    en: 'An order can be rated once, after it is finished',
  },
  ratingProductInvalid: {
    ar: 'هذا المنتج ليس ضمن الطلب',
    en: 'This product is not part of the order',
  },
  ratingSent: { ar: 'تم إرسال التقييم', en: 'Your rating has been sent' },
  trackingUnavailable: {
    ar: 'تتبع الطلب غير متاح الآن',
    en: 'Tracking is not available for this order now',
  },
  chatUnavailable: {
    ar: 'المحادثة متاحة أثناء تجهيز الطلب وتوصيله',
    en: 'Chat is open while the order is prepared and delivered',
  },
  messageSent: { ar: 'تم إرسال الرسالة', en: 'Message sent' },
} as const;

export type CommerceMessage = keyof typeof commerceMessages;

/** A message of this domain in the request's language, as a handler's `msg`. */
export const commerceMsg = localizer(commerceMessages);

/** What the demo delegate answers, in turn. */
export const delegateReplies: readonly { ar: string; en: string }[] = [
  { ar: 'أهلًا، أنا في الطريق إليك', en: 'Hello, I am on my way to you' },
  { ar: 'تمام، سأصل خلال دقائق', en: 'Sure, I will be there in a few minutes' },
  { ar: 'وصلت، أنا عند الباب', en: 'I have arrived, I am at the door' },
];
