/** The demo store's content: banners, information pages, FAQs, socials, places, banks, reasons. */

type Text = { ar: string; en: string };
const t = (ar: string, en: string): Text => ({ ar, en });

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
  /** Paragraphs separated by a blank line. */
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
  faqs: { id: number; question: Text; answer: Text }[];
  socials: { id: number; key: string; name: Text; url: string }[];
  countries: { id: number; name: Text; code: string; dial_code: string }[];
  cities: { id: number; country_id: number; name: Text }[];
  banks: { id: number; name: Text }[];
  cancel_reasons: { id: number; name: Text }[];
  return_reasons: { id: number; name: Text }[];
  contact_messages: DemoContactMessage[];
}

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
        title: t('قهوتك الصباحية بخصم حتى ٣٠٪', 'Your morning coffee, up to 30% off'),
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
        title: t('توصيل مجاني للطلبات فوق ٢٠٠ ريال', 'Free delivery on orders over SAR 200'),
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
          'متجر منصة سعودية للتسوق الإلكتروني تجمع أفضل المتاجر المحلية في مكان واحد، من البقالة والتمور إلى الأزياء والإلكترونيات.\n\nنوصل طلباتك إلى باب بيتك في جميع مدن المملكة، ونتيح لك الدفع عند الاستلام أو بالبطاقة أو من محفظتك.\n\nهدفنا تجربة تسوق سهلة وآمنة بلغتك، مع خدمة عملاء تتحدث العربية والإنجليزية.',
          'Matjar is a Saudi online shopping platform that brings the best local stores together, from groceries and dates to fashion and electronics.\n\nWe deliver to your door in every city of the Kingdom, and you can pay on delivery, by card or from your wallet.\n\nOur aim is easy and safe shopping in your language, with customer service in Arabic and English.',
        ),
      },
      terms: {
        title: t('الشروط والأحكام', 'Terms and conditions'),
        content: t(
          'باستخدامك لمتجر فإنك توافق على هذه الشروط. الأسعار بالريال السعودي وتشمل ضريبة القيمة المضافة.\n\nيحق لك إلغاء الطلب قبل شحنه، وإرجاع المنتجات غير المستخدمة خلال سبعة أيام من الاستلام وفق سياسة الإرجاع.\n\nيلتزم العميل بصحة بيانات التوصيل، ولا يتحمل المتجر التأخير الناتج عن بيانات غير صحيحة.\n\nتخضع هذه الشروط لأنظمة المملكة العربية السعودية.',
          'By using Matjar you agree to these terms. Prices are in Saudi riyals and include VAT.\n\nYou may cancel an order before it ships, and return unused products within seven days of delivery under the return policy.\n\nThe customer is responsible for correct delivery details; the store is not liable for delays caused by wrong details.\n\nThese terms are governed by the laws of the Kingdom of Saudi Arabia.',
        ),
      },
      privacy: {
        title: t('سياسة الخصوصية', 'Privacy policy'),
        content: t(
          'نجمع الاسم ورقم الجوال والعناوين لتنفيذ طلباتك فقط، ولا نبيع بياناتك لأي طرف.\n\nتُشارك بيانات التوصيل مع المندوب ومقدم الخدمة بقدر ما يلزم لإيصال الطلب.\n\nيمكنك حذف حسابك في أي وقت من صفحة الحساب، فتُحذف بياناتك وفق نظام حماية البيانات الشخصية.',
          'We collect your name, phone number and addresses only to fulfil your orders, and we never sell your data.\n\nDelivery details are shared with the delegate and the provider only as far as delivery needs.\n\nYou can delete your account at any time from the account page; your data is then deleted under the Personal Data Protection Law.',
        ),
      },
    },
    faqs: [
      {
        question: t('كم تستغرق مدة التوصيل؟', 'How long does delivery take?'),
        answer: t(
          'من ساعتين إلى يومي عمل حسب المدينة ومقدم الخدمة.',
          'From two hours to two working days, depending on the city and the provider.',
        ),
      },
      {
        question: t('ما طرق الدفع المتاحة؟', 'Which payment methods are available?'),
        answer: t(
          'الدفع عند الاستلام، والبطاقة، والمحفظة، والتحويل البنكي.',
          'Cash on delivery, card, wallet and bank transfer.',
        ),
      },
      {
        question: t('هل الأسعار شاملة الضريبة؟', 'Do prices include VAT?'),
        answer: t(
          'نعم، جميع الأسعار شاملة ضريبة القيمة المضافة ١٥٪.',
          'Yes, every price includes 15% VAT.',
        ),
      },
      {
        question: t('كيف أرجع منتجًا؟', 'How do I return a product?'),
        answer: t(
          'من تفاصيل الطلب اختر «إرجاع» وحدد المنتجات والسبب وأرفق صورة.',
          'In the order details choose Return, select the products and a reason, and attach a photo.',
        ),
      },
      {
        question: t('هل يمكنني جدولة طلب؟', 'Can I schedule an order?'),
        answer: t(
          'نعم، اختر «طلب مجدول» عند إتمام الطلب وحدد اليوم والوقت.',
          'Yes, choose Scheduled order at checkout and pick the day and time.',
        ),
      },
      {
        question: t('كيف أستبدل نقاط الولاء؟', 'How do I redeem loyalty points?'),
        answer: t(
          'من صفحة النقاط حوّل نقاطك إلى رصيد في محفظتك.',
          'On the points page, convert your points into wallet credit.',
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
      t('سبب آخر', 'Another reason'),
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
