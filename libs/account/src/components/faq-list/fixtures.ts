import type { Faq } from '@matjar/api-client';

/** Questions with answers as the store writes them in Arabic: HTML, one in plain text. */
export const arabicFaqsFixture: Faq[] = [
  {
    id: 1,
    question: 'كم تستغرق مدة التوصيل؟',
    answer: '<p>من <strong>ساعتين</strong> إلى يومي عمل حسب المدينة ومقدم الخدمة.</p>',
  },
  {
    id: 2,
    question: 'ما طرق الدفع المتاحة؟',
    answer:
      '<ul><li>الدفع عند الاستلام</li><li>البطاقة</li><li>المحفظة</li><li>التحويل البنكي</li></ul>',
  },
  {
    id: 3,
    question: 'كيف أرجع منتجًا؟',
    answer:
      '<p>من تفاصيل الطلب اختر «إرجاع»، أو اقرأ <a href="/termsAndConditions">الشروط والأحكام</a>.</p>',
  },
  {
    id: 4,
    question: 'هل الأسعار شاملة الضريبة؟',
    answer: 'نعم، جميع الأسعار شاملة ضريبة القيمة المضافة ١٥٪.\n\nتظهر الضريبة في الفاتورة.',
  },
];

/** The same questions in English. */
export const englishFaqsFixture: Faq[] = [
  {
    id: 1,
    question: 'How long does delivery take?',
    answer:
      '<p>From <strong>two hours</strong> to two working days, depending on the city and the provider.</p>',
  },
  {
    id: 2,
    question: 'Which payment methods are available?',
    answer: '<ul><li>Cash on delivery</li><li>Card</li><li>Wallet</li><li>Bank transfer</li></ul>',
  },
  {
    id: 3,
    question: 'How do I return a product?',
    answer:
      '<p>In the order details choose Return, or read the <a href="https://zatca.gov.sa/en">ZATCA guidance</a>.</p>',
  },
  {
    id: 4,
    question: 'Do prices include VAT?',
    answer: 'Yes, every price includes 15% VAT.\n\nThe VAT is shown on the invoice.',
  },
];
