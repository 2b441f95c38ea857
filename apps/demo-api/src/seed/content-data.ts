/**
 * The demo store's content: banners, information pages, FAQs, socials, settings, places, banks,
 * reasons.
 */

type Text = { ar: string; en: string };
const t = (ar: string, en: string): Text => ({ ar, en });
/** Simple HTML written a block a line, joined. */
const html = (...blocks: string[]) => blocks.join('');

export interface DemoBanner {
  id: number;
  title: Text;
  color: string;
  /** What a tap on the banner opens. */
  link_type: 'product' | 'category' | 'provider' | 'none';
  link_id: number | null;
}

export interface DemoPage {
  title: Text;
  /** Simple HTML, as the real store sends it (the storefront sanitizes it before display). */
  content: Text;
}

export interface DemoContactMessage {
  id: number;
  user_id: number | null;
  name: string;
  phone: string;
  subject: string;
  title: string;
  message: string;
  created_at: string;
}

/** The content part of the catalog state. */
export interface ContentState {
  banners: DemoBanner[];
  pages: { about: DemoPage; terms: DemoPage; privacy: DemoPage };
  /** Answers are simple HTML, like the information pages. */
  faqs: { id: number; question: Text; answer: Text }[];
  socials: { id: number; key: string; name: Text; url: string }[];
  countries: { id: number; name: Text; code: string; dial_code: string }[];
  cities: { id: number; country_id: number; name: Text }[];
  banks: { id: number; name: Text }[];
  cancel_reasons: { id: number; name: Text }[];
  return_reasons: { id: number; name: Text }[];
  contact_messages: DemoContactMessage[];
}

/** The store's public settings: how to reach it and its legal identity. */
export interface DemoStoreSettings {
  phone: string | null;
  whatsapp: string | null;
  email: string | null;
  vat_number: string | null;
  commercial_registration: string | null;
  address: Text | null;
}

/**
 * The demo store's settings. They never change while the demo runs, so they live beside the
 * state rather than in it.
 */
export const demoStoreSettings: DemoStoreSettings = {
  // A unified number (رقم موحد), as Saudi businesses publish.
  phone: '920000000',
  whatsapp: '+966 50 000 0000',
  email: 'care@matjar.example',
  vat_number: '300000000000003',
  commercial_registration: '1010000000',
  address: t(
    'طريق الملك فهد، حي العليا، الرياض 12214، المملكة العربية السعودية',
    'King Fahd Road, Al Olaya, Riyadh 12214, Saudi Arabia',
  ),
};

const list = (items: Text[]) => items.map((name, index) => ({ id: index + 1, name }));

export function seedContent(): ContentState {
  return {
    banners: [
      {
        id: 1,
        title: t('عروض رمضان على التمور', 'Ramadan offers on dates'),
        color: '#7b341e',
        link_type: 'category',
        link_id: 5,
      },
      {
        id: 2,
        title: t('قهوتك الصباحية بخصم حتى 30٪', 'Your morning coffee, up to 30% off'),
        color: '#5f370e',
        link_type: 'provider',
        link_id: 4,
      },
      {
        id: 3,
        title: t('أزياء العيد وصلت', 'Eid fashion has arrived'),
        color: '#97266d',
        link_type: 'category',
        link_id: 8,
      },
      {
        id: 4,
        title: t('توصيل مجاني للطلبات فوق 200 ريال', 'Free delivery on orders over SAR 200'),
        color: '#2f855a',
        link_type: 'none',
        link_id: null,
      },
      {
        id: 5,
        title: t('أحدث الأجهزة الذكية', 'The latest smart devices'),
        color: '#4c51bf',
        link_type: 'product',
        link_id: 10,
      },
    ],
    pages: {
      about: {
        title: t('من نحن', 'About us'),
        content: t(
          html(
            '<p><strong>متجر</strong> منصة سعودية للتسوق الإلكتروني تجمع أفضل المتاجر المحلية في مكان واحد، من البقالة والتمور إلى الأزياء والإلكترونيات.</p>',
            '<h2>ما نقدمه لك</h2>',
            '<ul>',
            '<li>توصيل إلى باب بيتك في جميع مدن المملكة.</li>',
            '<li>الدفع عند الاستلام أو بالبطاقة أو من محفظتك.</li>',
            '<li>طلبات مجدولة في اليوم والوقت الذي يناسبك.</li>',
            '</ul>',
            '<h2>تواصل معنا</h2>',
            '<p>هدفنا تجربة تسوق سهلة وآمنة بلغتك. إن كان لديك سؤال فـ<a href="/contactUs">راسلنا</a>، وتابع جديدنا على <a href="https://x.com/matjar">حسابنا في إكس</a>.</p>',
          ),
          html(
            '<p><strong>Matjar</strong> is a Saudi online shopping platform that brings the best local stores together, from groceries and dates to fashion and electronics.</p>',
            '<h2>What we offer</h2>',
            '<ul>',
            '<li>Delivery to your door in every city of the Kingdom.</li>',
            '<li>Payment on delivery, by card or from your wallet.</li>',
            '<li>Scheduled orders on the day and at the time that suit you.</li>',
            '</ul>',
            '<h2>Get in touch</h2>',
            '<p>Our aim is easy and safe shopping in your language. If you have a question, <a href="/contactUs">write to us</a>, and follow our news on <a href="https://x.com/matjar">our X account</a>.</p>',
          ),
        ),
      },
      terms: {
        title: t('الشروط والأحكام', 'Terms and conditions'),
        content: t(
          html(
            '<p>باستخدامك لمتجر فإنك توافق على هذه الشروط.</p>',
            '<h2>الأسعار والطلبات</h2>',
            '<p>الأسعار بالريال السعودي وتشمل ضريبة القيمة المضافة. يلتزم العميل بصحة بيانات التوصيل، ولا يتحمل المتجر التأخير الناتج عن بيانات غير صحيحة.</p>',
            '<h2>الإلغاء والإرجاع</h2>',
            '<ul>',
            '<li>يحق لك إلغاء الطلب قبل شحنه.</li>',
            '<li>يحق لك إرجاع المنتجات غير المستخدمة خلال سبعة أيام من الاستلام.</li>',
            '</ul>',
            '<p>نتعامل مع بياناتك وفق <a href="/termsAndPolicy">سياسة الخصوصية</a>، وتخضع هذه الشروط لأنظمة المملكة العربية السعودية ومنها <a href="https://mc.gov.sa/ar">أنظمة وزارة التجارة</a>.</p>',
          ),
          html(
            '<p>By using Matjar you agree to these terms.</p>',
            '<h2>Prices and orders</h2>',
            '<p>Prices are in Saudi riyals and include VAT. The customer is responsible for correct delivery details; the store is not liable for delays caused by wrong details.</p>',
            '<h2>Cancelling and returning</h2>',
            '<ul>',
            '<li>You may cancel an order before it ships.</li>',
            '<li>You may return unused products within seven days of delivery.</li>',
            '</ul>',
            '<p>We handle your data under our <a href="/termsAndPolicy">privacy policy</a>, and these terms are governed by the laws of the Kingdom of Saudi Arabia, including the <a href="https://mc.gov.sa/en">Ministry of Commerce regulations</a>.</p>',
          ),
        ),
      },
      privacy: {
        title: t('سياسة الخصوصية', 'Privacy policy'),
        content: t(
          html(
            '<p>نجمع بياناتك لتنفيذ طلباتك فقط، ولا نبيعها لأي طرف.</p>',
            '<h2>ما نجمعه</h2>',
            '<ul>',
            '<li>الاسم ورقم الجوال.</li>',
            '<li>عناوين التوصيل.</li>',
            '<li>سجل طلباتك.</li>',
            '</ul>',
            '<h2>مع من نشاركه</h2>',
            '<p>تُشارك بيانات التوصيل مع المندوب ومقدم الخدمة بقدر ما يلزم لإيصال الطلب.</p>',
            '<p>يمكنك حذف حسابك في أي وقت، وللاستفسار <a href="/contactUs">تواصل معنا</a>. نلتزم <a href="https://sdaia.gov.sa/ar">بنظام حماية البيانات الشخصية</a>.</p>',
          ),
          html(
            '<p>We collect your data only to fulfil your orders, and we never sell it.</p>',
            '<h2>What we collect</h2>',
            '<ul>',
            '<li>Your name and phone number.</li>',
            '<li>Your delivery addresses.</li>',
            '<li>Your order history.</li>',
            '</ul>',
            '<h2>Who we share it with</h2>',
            '<p>Delivery details are shared with the delegate and the provider only as far as delivery needs.</p>',
            '<p>You can delete your account at any time; for questions, <a href="/contactUs">contact us</a>. We follow the <a href="https://sdaia.gov.sa/en">Personal Data Protection Law</a>.</p>',
          ),
        ),
      },
    },
    faqs: [
      {
        question: t('كم تستغرق مدة التوصيل؟', 'How long does delivery take?'),
        answer: t(
          '<p>من <strong>ساعتين</strong> إلى يومي عمل حسب المدينة ومقدم الخدمة.</p>',
          '<p>From <strong>two hours</strong> to two working days, depending on the city and the provider.</p>',
        ),
      },
      {
        question: t('ما طرق الدفع المتاحة؟', 'Which payment methods are available?'),
        answer: t(
          '<ul><li>الدفع عند الاستلام</li><li>البطاقة</li><li>المحفظة</li><li>التحويل البنكي</li></ul>',
          '<ul><li>Cash on delivery</li><li>Card</li><li>Wallet</li><li>Bank transfer</li></ul>',
        ),
      },
      {
        question: t('هل الأسعار شاملة الضريبة؟', 'Do prices include VAT?'),
        answer: t(
          '<p>نعم، جميع الأسعار شاملة ضريبة القيمة المضافة 15٪ كما تحددها <a href="https://zatca.gov.sa/ar">هيئة الزكاة والضريبة والجمارك</a>.</p>',
          '<p>Yes, every price includes 15% VAT as set by the <a href="https://zatca.gov.sa/en">Zakat, Tax and Customs Authority</a>.</p>',
        ),
      },
      {
        question: t('كيف أرجع منتجًا؟', 'How do I return a product?'),
        answer: t(
          '<p>من تفاصيل الطلب اختر «إرجاع» وحدد المنتجات والسبب وأرفق صورة. راجع <a href="/termsAndConditions">الشروط والأحكام</a> لمعرفة مدة الإرجاع.</p>',
          '<p>In the order details choose <em>Return</em>, select the products and a reason, and attach a photo. See the <a href="/termsAndConditions">terms and conditions</a> for the return period.</p>',
        ),
      },
      {
        question: t('هل يمكنني جدولة طلب؟', 'Can I schedule an order?'),
        answer: t(
          '<p>نعم، اختر «طلب مجدول» عند إتمام الطلب وحدد اليوم والوقت.</p>',
          '<p>Yes, choose <em>Scheduled order</em> at checkout and pick the day and time.</p>',
        ),
      },
      {
        question: t('كيف أستبدل نقاط الولاء؟', 'How do I redeem loyalty points?'),
        answer: t(
          '<p>من صفحة النقاط حوّل نقاطك إلى رصيد في محفظتك.</p>',
          '<p>On the points page, convert your points into wallet credit.</p>',
        ),
      },
    ].map((faq, index) => ({ id: index + 1, ...faq })),
    socials: [
      { id: 1, key: 'x', name: t('إكس', 'X'), url: 'https://x.com/matjar' },
      {
        id: 2,
        key: 'instagram',
        name: t('إنستغرام', 'Instagram'),
        url: 'https://instagram.com/matjar',
      },
      {
        id: 3,
        key: 'snapchat',
        name: t('سناب شات', 'Snapchat'),
        url: 'https://snapchat.com/add/matjar',
      },
      { id: 4, key: 'tiktok', name: t('تيك توك', 'TikTok'), url: 'https://tiktok.com/@matjar' },
      { id: 5, key: 'whatsapp', name: t('واتساب', 'WhatsApp'), url: 'https://wa.me/966500000000' },
    ],
    countries: [
      { id: 1, name: t('المملكة العربية السعودية', 'Saudi Arabia'), code: 'SA', dial_code: '966' },
      {
        id: 2,
        name: t('الإمارات العربية المتحدة', 'United Arab Emirates'),
        code: 'AE',
        dial_code: '971',
      },
      { id: 3, name: t('الكويت', 'Kuwait'), code: 'KW', dial_code: '965' },
    ],
    cities: [
      t('الرياض', 'Riyadh'),
      t('جدة', 'Jeddah'),
      t('مكة المكرمة', 'Makkah'),
      t('المدينة المنورة', 'Madinah'),
      t('الدمام', 'Dammam'),
      t('الخبر', 'Khobar'),
      t('الطائف', 'Taif'),
      t('تبوك', 'Tabuk'),
      t('أبها', 'Abha'),
      t('بريدة', 'Buraidah'),
      t('حائل', 'Hail'),
      t('جازان', 'Jazan'),
      t('نجران', 'Najran'),
      t('الأحساء', 'Al-Ahsa'),
      t('ينبع', 'Yanbu'),
      t('خميس مشيط', 'Khamis Mushait'),
    ]
      .map((name, index) => ({ id: index + 1, country_id: 1, name }))
      .concat([
        { id: 101, country_id: 2, name: t('دبي', 'Dubai') },
        { id: 102, country_id: 2, name: t('أبوظبي', 'Abu Dhabi') },
      ]),
    banks: list([
      t('البنك الأهلي السعودي', 'Saudi National Bank'),
      t('مصرف الراجحي', 'Al Rajhi Bank'),
      t('بنك الرياض', 'Riyad Bank'),
      t('البنك السعودي الأول', 'Saudi Awwal Bank'),
      t('البنك العربي الوطني', 'Arab National Bank'),
      t('بنك البلاد', 'Bank Albilad'),
      t('بنك الجزيرة', 'Bank AlJazira'),
      t('مصرف الإنماء', 'Alinma Bank'),
      t('البنك السعودي للاستثمار', 'Saudi Investment Bank'),
      t('بنك الخليج الدولي - السعودية', 'Gulf International Bank Saudi Arabia'),
    ]),
    cancel_reasons: list([
      t('طلبت المنتج بالخطأ', 'I ordered by mistake'),
      t('وجدت سعرًا أفضل', 'I found a better price'),
      t('تأخر موعد التوصيل', 'The delivery time is too late'),
      t('أرغب في تغيير عنوان التوصيل', 'I want to change the delivery address'),
    ]),
    return_reasons: list([
      t('المنتج تالف أو معيب', 'The product is damaged or faulty'),
      t('المنتج مختلف عن الوصف', 'The product differs from its description'),
      t('المقاس غير مناسب', 'The size does not fit'),
      t('وصلني منتج خاطئ', 'I received the wrong product'),
      t('سبب آخر', 'Another reason'),
    ]),
    contact_messages: [],
  };
}
