import { calls } from '@matjar/api-client';
import { describe, expect, it } from 'vitest';
import { failureOf, useDemoApi } from './harness.js';

const api = useDemoApi();

describe(calls.content.about.id, () => {
  it('answers the page in the language of the request, as simple HTML', async () => {
    expect((await api.client(undefined, 'en').content.about()).data.title).toBe('About us');
    const { data } = await api.client(undefined, 'ar').content.about();
    expect(data.title).toBe('من نحن');
    expect(data.content).toMatch(/^<p>/);
    expect(data.content).toContain('<h2>');
    expect(data.content).toContain('<ul><li>');
    expect(data.content).toContain('<a href="/contactUs">');
    expect(data.content).toMatch(/<a href="https:\/\/[^"]+">/);
  });
});

describe(calls.content.terms.id, () => {
  it('answers the terms and conditions in the language of the request', async () => {
    expect((await api.client(undefined, 'ar').content.terms()).data.title).toBe('الشروط والأحكام');
    const { data } = await api.client(undefined, 'en').content.terms();
    expect(data.content).toContain('VAT');
    expect(data.content).toContain('<a href="/termsAndPolicy">privacy policy</a>');
  });
});

describe(calls.content.privacy.id, () => {
  it('answers the privacy policy in the language of the request', async () => {
    expect((await api.client(undefined, 'en').content.privacy()).data.title).toBe('Privacy policy');
    const { data } = await api.client(undefined, 'ar').content.privacy();
    expect(data.title).toBe('سياسة الخصوصية');
    expect(data.content).toContain('<h2>ما نجمعه</h2>');
  });
});

describe(calls.content.faqs.id, () => {
  it('pages the questions with their answers', async () => {
    const { data } = await api.client(undefined, 'ar').content.faqs({ per_page: 4 });
    expect(data.data).toHaveLength(4);
    expect(data.pagination).toEqual({ total: 6, per_page: 4, current_page: 1, last_page: 2 });
    expect(data.data[0]?.question).toBe('كم تستغرق مدة التوصيل؟');
    const second = await api.client().content.faqs({ page: 2, per_page: 4 });
    expect(second.data.data.map((faq) => faq.id)).toEqual([5, 6]);
  });

  it('answers in simple HTML in the language of the request', async () => {
    const { data } = await api.client(undefined, 'en').content.faqs({ per_page: 100 });
    expect(data.data[1]?.answer).toBe(
      '<ul><li>Cash on delivery</li><li>Card</li><li>Wallet</li><li>Bank transfer</li></ul>',
    );
    expect(data.data.every((faq) => faq.answer.startsWith('<'))).toBe(true);
  });
});

describe('PUT /__demo/content/{page}', () => {
  const putPage = (page: string, body: unknown, lang: 'ar' | 'en' = 'en') =>
    api.demo.fetch(
      new Request(`http://demo-api.test/__demo/content/${page}`, {
        method: 'PUT',
        headers: { 'content-type': 'application/json', lang },
        body: JSON.stringify(body),
      }),
    );
  const hostile = '<img src=x onerror=alert(1)><script>alert(1)</script><p>Terms</p>';

  it('replaces the page in the language of the request, leaving the other as it was', async () => {
    const response = await putPage('terms', { title: 'Hostile terms', content: hostile });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({
      key: 'success',
      msg: '',
      data: { title: 'Hostile terms', content: hostile },
    });
    expect((await api.client(undefined, 'en').content.terms()).data).toEqual({
      title: 'Hostile terms',
      content: hostile,
    });
    const arabic = await api.client(undefined, 'ar').content.terms();
    expect(arabic.data.title).toBe('الشروط والأحكام');
    expect(arabic.data.content).not.toContain('<script>');
  });

  it('replaces both languages at once, and keeps the title when none is sent', async () => {
    await putPage('privacy', { content: { ar: '<p>عربي</p>', en: '<p>English</p>' } }, 'ar');
    expect((await api.client(undefined, 'ar').content.privacy()).data).toEqual({
      title: 'سياسة الخصوصية',
      content: '<p>عربي</p>',
    });
    expect((await api.client(undefined, 'en').content.privacy()).data.content).toBe(
      '<p>English</p>',
    );
    await putPage('about', { title: { ar: 'عنّا', en: 'Us' }, content: '' });
    expect((await api.client(undefined, 'en').content.about()).data).toEqual({
      title: 'Us',
      content: '',
    });
  });

  it('refuses an unknown page and a body without content', async () => {
    const unknown = await putPage('faqs', { title: 'x', content: 'y' });
    expect(unknown.status).toBe(404);
    expect(((await unknown.json()) as { key: string }).key).toBe('fail');
    const invalid = await putPage('terms', { title: 'x' });
    expect(invalid.status).toBe(422);
    expect(await invalid.json()).toEqual({
      key: 'fail',
      msg: 'The data sent is not valid',
      data: null,
    });
    expect((await api.client(undefined, 'en').content.terms()).data.title).toBe(
      'Terms and conditions',
    );
  });

  it('goes back to the seed page on reset', async () => {
    await putPage('terms', { content: hostile });
    await api.demo.fetch(new Request('http://demo-api.test/__demo/reset', { method: 'POST' }));
    expect((await api.client(undefined, 'en').content.terms()).data.content).not.toContain(
      'onerror',
    );
  });
});

describe(calls.content.socials.id, () => {
  it('lists the store social accounts with their links', async () => {
    const { data } = await api.client().content.socials();
    expect(data.map((social) => social.key)).toContain('x');
    expect(data.every((social) => social.url.startsWith('https://'))).toBe(true);
  });
});

describe(calls.content.settings.id, () => {
  it("answers the store's contact ways and legal numbers", async () => {
    const { data } = await api.client().content.settings();
    expect(data.phone).toBe('920000000');
    expect(data.whatsapp).toMatch(/^\+966 ?5/);
    expect(data.email).toMatch(/^[^@\s]+@[^@\s]+\.[a-z]+$/);
    // A VAT registration number: 15 digits, the first and the last 3.
    expect(data.vat_number).toMatch(/^3\d{13}3$/);
    // A commercial registration number: 10 digits.
    expect(data.commercial_registration).toMatch(/^\d{10}$/);
  });

  it('answers the address in the language of the request', async () => {
    expect((await api.client(undefined, 'en').content.settings()).data.address).toBe(
      'King Fahd Road, Al Olaya, Riyadh 12214, Saudi Arabia',
    );
    expect((await api.client(undefined, 'ar').content.settings()).data.address).toContain('الرياض');
  });
});

describe(calls.content.contactUs.id, () => {
  const form = {
    name: 'نورة',
    phone: '0551234567',
    subject: 'استفسار',
    title: 'موعد التوصيل',
    message: 'متى يصل طلبي؟',
  };

  it('records the message and confirms in the language of the request', async () => {
    const result = await api.client(undefined, 'ar').content.contactUs(form);
    expect(result).toEqual({
      key: 'success',
      msg: 'تم إرسال رسالتك، وسنتواصل معك قريبًا',
      data: null,
    });
    expect(api.demo.store.state.catalog.contact_messages).toMatchObject([
      { ...form, user_id: null },
    ]);
  });

  it('fails when a field is missing', async () => {
    const body = new FormData();
    for (const [name, value] of Object.entries(form))
      if (name !== 'message') body.append(name, value);
    const response = await fetch('http://demo-api.test/api/contact-us', { method: 'POST', body });
    expect(((await response.json()) as { key: string }).key).toBe('fail');
    expect(api.demo.store.state.catalog.contact_messages).toEqual([]);
  });
});

describe(calls.content.countries.id, () => {
  it('lists countries, Saudi Arabia first', async () => {
    const { data } = await api.client(undefined, 'ar').content.countries();
    expect(data[0]).toEqual({
      id: 1,
      name: 'المملكة العربية السعودية',
      code: 'SA',
      dial_code: '966',
    });
  });
});

describe(calls.content.cities.id, () => {
  it('lists the Saudi cities by name in the language of the request', async () => {
    const { data } = await api.client(undefined, 'en').content.cities({ country_id: 1 });
    const names = data.map((city) => city.name);
    expect(names).toEqual(expect.arrayContaining(['Riyadh', 'Jeddah', 'Makkah', 'Dammam', 'Abha']));
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'en')));
    const arabic = await api.client(undefined, 'ar').content.cities({ country_id: 1 });
    expect(arabic.data.map((city) => city.name)).toContain('الرياض');
  });

  it('answers an empty list for a country without cities', async () => {
    expect((await api.client().content.cities({ country_id: 3 })).data).toEqual([]);
  });

  it('fails for an unknown country', async () => {
    expect(await failureOf(api.client().content.cities({ country_id: 77 }))).toEqual({
      kind: 'fail',
      msg: 'The country was not found',
    });
  });
});

describe(calls.content.banks.id, () => {
  it('lists the Saudi banks', async () => {
    const { data } = await api.client(undefined, 'ar').content.banks();
    expect(data.map((bank) => bank.name)).toContain('مصرف الراجحي');
  });
});

describe(calls.content.cancelReasons.id, () => {
  it('lists the cancel reasons in the language of the request', async () => {
    const { data } = await api.client(undefined, 'en').content.cancelReasons();
    expect(data[0]).toEqual({ id: 1, name: 'I ordered by mistake' });
  });
});

describe(calls.content.returnReasons.id, () => {
  it('lists the return reasons in the language of the request', async () => {
    const { data } = await api.client(undefined, 'ar').content.returnReasons();
    expect(data[0]).toEqual({ id: 1, name: 'المنتج تالف أو معيب' });
  });
});

const visitorClient = async (lang: 'ar' | 'en' = 'en') => {
  const { data } = await api.client(undefined, lang).auth.visitorSignIn({ mac_address: '1.2.3.0' });
  return api.client(data.token, lang);
};

const photo = () => new Blob(['<svg/>'], { type: 'image/svg+xml' });

describe(calls.content.registerDelegate.id, () => {
  const form = { name: 'فهد العتيبي', phone: '512345678' as const, city_id: 1 };

  it('accepts a visitor request with a number, pending', async () => {
    const result = await (await visitorClient()).content.registerDelegate(form);
    expect(result).toEqual({
      key: 'success',
      msg: 'Request sent',
      data: { number: expect.stringMatching(/^D-\d+$/), status: 'pending' },
    });
    expect(api.demo.store.state.catalog.join_requests).toMatchObject([
      {
        kind: 'delegate',
        number: result.data.number,
        user_id: null,
        ...form,
        notes: null,
        upload: null,
        status: 'pending',
      },
    ]);
  });

  it('accepts a customer request with an ID photo and notes', async () => {
    const client = await api.signedIn('500000001', 'ar');
    const result = await client.content.registerDelegate({
      ...form,
      id_photo: photo(),
      notes: 'أملك سيارة نقل صغيرة',
    });
    expect(result.msg).toBe('تم إرسال الطلب');
    expect(result.data.status).toBe('pending');
    const [request] = api.demo.store.state.catalog.join_requests;
    expect(request).toMatchObject({
      user_id: 1,
      notes: 'أملك سيارة نقل صغيرة',
      upload: { type: 'image/svg+xml', size: 6 },
    });
  });

  it('refuses an unknown city in the language of the request', async () => {
    expect(
      await failureOf(
        api.client(undefined, 'ar').content.registerDelegate({ ...form, city_id: 999 }),
      ),
    ).toEqual({ kind: 'fail', msg: 'المدينة غير موجودة' });
    expect(
      await failureOf(
        api.client(undefined, 'en').content.registerDelegate({ ...form, city_id: 999 }),
      ),
    ).toEqual({ kind: 'fail', msg: 'The city was not found' });
    expect(api.demo.store.state.catalog.join_requests).toEqual([]);
  });

  it('refuses a bad phone before sending', async () => {
    await expect(
      // @ts-expect-error -- the type refuses it too; the call checks what a cast lets through.
      api.client().content.registerDelegate({ ...form, phone: '0512345678' }),
    ).rejects.toThrow(TypeError);
    expect(api.demo.store.state.catalog.join_requests).toEqual([]);
  });
});

describe(calls.content.registerProvider.id, () => {
  const form = {
    name: 'متجر الواحة',
    owner_name: 'سارة القحطاني',
    phone: '551234567' as const,
    city_id: 2,
    category_id: 1,
    subcategory_id: 101,
    brand: 'الواحة',
  };

  it('accepts a customer request with a number, pending, in Arabic or English', async () => {
    const arabic = await (await api.signedIn('500000001', 'ar')).content.registerProvider(form);
    expect(arabic).toEqual({
      key: 'success',
      msg: 'تم إرسال الطلب',
      data: { number: expect.stringMatching(/^P-\d+$/), status: 'pending' },
    });
    const english = await (await visitorClient('en')).content.registerProvider(form);
    expect(english.msg).toBe('Request sent');
    expect(english.data.number).not.toBe(arabic.data.number);
    expect(api.demo.store.state.catalog.join_requests).toMatchObject([
      { kind: 'provider', user_id: 1, ...form, upload: null, status: 'pending' },
      { kind: 'provider', user_id: null, number: english.data.number },
    ]);
  });

  it('sends the logo with the request', async () => {
    const result = await api.client().content.registerProvider({ ...form, logo: photo() });
    expect(result.data.status).toBe('pending');
    expect(api.demo.store.state.catalog.join_requests[0]?.upload).toEqual({
      type: 'image/svg+xml',
      size: 6,
    });
  });

  it('refuses an unknown city or category', async () => {
    expect(
      await failureOf(api.client().content.registerProvider({ ...form, city_id: 999 })),
    ).toEqual({ kind: 'fail', msg: 'The city was not found' });
    expect(
      await failureOf(
        api.client(undefined, 'ar').content.registerProvider({ ...form, category_id: 999 }),
      ),
    ).toEqual({ kind: 'fail', msg: 'القسم غير موجود' });
    expect(api.demo.store.state.catalog.join_requests).toEqual([]);
  });

  it('refuses a subcategory of another category', async () => {
    expect(
      await failureOf(api.client().content.registerProvider({ ...form, subcategory_id: 201 })),
    ).toEqual({ kind: 'fail', msg: 'The subcategory is not in the chosen category' });
    expect(
      await failureOf(
        api.client(undefined, 'ar').content.registerProvider({ ...form, subcategory_id: 201 }),
      ),
    ).toEqual({ kind: 'fail', msg: 'القسم الفرعي لا يتبع القسم المختار' });
  });

  it('refuses a bad phone or a blank brand before sending', async () => {
    await expect(
      // @ts-expect-error -- the type refuses it too; the call checks what a cast lets through.
      api.client().content.registerProvider({ ...form, phone: '+966551234567' }),
    ).rejects.toThrow(TypeError);
    await expect(api.client().content.registerProvider({ ...form, brand: '  ' })).rejects.toThrow(
      'The brand is required',
    );
    expect(api.demo.store.state.catalog.join_requests).toEqual([]);
  });
});
