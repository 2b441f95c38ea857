import type { Request, Route } from '@playwright/test';
import { newCustomer, signIn } from './customers.js';
import { onePixelPng } from './store-api.js';
import { apiUrl } from './e2e-env.js';
import {
  allowFailedConnections,
  allowLoggedStatus,
  expect,
  gotoHydrated,
  test,
} from './fixtures.js';

/** Notes saved under a picture's name: a PNG by its name and declared type, text by its bytes. */
const notes = Buffer.from('Delivery notes: leave the box with the guard at gate 3.');
/** A PNG past 5 MB: the picture, then padding. */
const oversize = Buffer.concat([onePixelPng, Buffer.alloc(5 * 1024 * 1024)]);

/** What a proxy answers when the body is over its limit: HTML, no store envelope. */
const proxyTooLarge =
  '<html><head><title>413 Request Entity Too Large</title></head>' +
  '<body><center><h1>413 Request Entity Too Large</h1></center><hr><center>nginx</center></body></html>';

const texts = {
  ar: {
    name: 'ريم',
    subject: 'صندوق وصل مكسورًا',
    message: 'وصل صندوق التمر مكسورًا من أحد جوانبه.',
    subjectLabel: /^الموضوع/,
    messageLabel: /^الرسالة/,
    images: /^الصور/,
    addImages: /إضافة صور/,
    hint: 'حتى 5 صور بصيغة JPEG أو PNG أو WebP، وبحجم أقصاه 5 ميغابايت للصورة الواحدة.',
    complaint: 'شكوى',
    firstImage: 'الصورة 1',
    secondImage: 'الصورة 2',
    notImage: 'لم يُضَف الملف photo.png: ليس صورة بصيغة JPEG أو PNG أو WebP.',
    tooLarge: 'لم يُضَف الملف big-scan.png: حجمه أكبر من 5 ميجابايت.',
    send: 'إرسال',
    connection: 'حدث خطأ أثناء الاتصال بالخادم.',
    tooLargeToSend: 'ما ترسله أكبر من المسموح. احذف بعض الصور أو اختر صورًا أصغر، ثم أرسل مرة أخرى.',
  },
  en: {
    name: 'Reem',
    subject: 'A box arrived broken',
    message: 'The box of dates arrived broken on one side.',
    subjectLabel: /^Subject/,
    messageLabel: /^Message/,
    images: /^Images/,
    addImages: /Add images/,
    hint: 'Up to 5 images in JPEG, PNG or WebP, at most 5 MB each.',
    complaint: 'Complaint',
    firstImage: 'Image 1',
    secondImage: 'Image 2',
    notImage: 'photo.png was not added: it is not a JPEG, PNG, or WebP image.',
    tooLarge: 'big-scan.png was not added: it is larger than 5 MB.',
    send: 'Send',
    connection: 'An error occurred connecting to the server.',
    tooLargeToSend:
      'What you are sending is too large. Remove some images or choose smaller ones, then send again.',
  },
} as const;

const isComplaintPost = (request: Request) =>
  request.method() === 'POST' && new URL(request.url()).href === `${apiUrl}complaints`;

const carriesFiles = (request: Request) =>
  (request.headers()['content-type'] ?? '').startsWith('multipart/form-data') &&
  attachedNames(request).length > 0;

/** The file names a request's multipart body carries. */
const attachedNames = (request: Request) =>
  Array.from(
    (request.postDataBuffer() ?? Buffer.alloc(0))
      .toString('latin1')
      .matchAll(/filename="([^"]*)"/g),
    (match) => match[1],
  );

test.describe('uploads are checked before a byte is sent', () => {
  for (const lang of ['ar', 'en'] as const) {
    const t = texts[lang];
    test(`in ${lang === 'ar' ? 'Arabic' : 'English'}: a complaint keeps its photo, names the refused files, and keeps everything through a dropped connection and a 413`, async ({
      page,
      request,
      problems,
    }) => {
      const customer = await newCustomer(request, t.name);
      await signIn(page, customer);
      await gotoHydrated(page, `/complaints/new?lang=${lang}`);

      const sent: Request[] = [];
      page.on('request', (outgoing) => sent.push(outgoing));
      const picker = page.getByLabel(t.addImages);
      await picker.setInputFiles([
        { name: 'dates.png', mimeType: 'image/png', buffer: onePixelPng },
        { name: 'photo.png', mimeType: 'image/png', buffer: notes },
        { name: 'big-scan.png', mimeType: 'image/png', buffer: oversize },
      ]);

      // The photo is kept with its preview; the other two are named, each with its reason.
      const previews = page.getByRole('list', { name: t.images }).getByRole('img');
      await expect(previews).toHaveCount(1);
      await expect(page.getByRole('img', { name: t.firstImage })).toBeVisible();
      await expect(page.getByRole('img', { name: t.firstImage })).toHaveJSProperty(
        'naturalWidth',
        1,
      );
      await expect(page.getByText(t.notImage)).toBeVisible();
      await expect(page.getByText(t.tooLarge)).toBeVisible();
      await expect(picker).toHaveAccessibleDescription(`${t.hint} ${t.notImage} ${t.tooLarge}`);
      // Checking the files sent nothing: no request has carried a file yet.
      expect(sent.filter(carriesFiles).map((outgoing) => outgoing.url())).toEqual([]);

      await page.getByRole('radio', { name: t.complaint }).check();
      await page.getByLabel(t.subjectLabel).fill(t.subject);
      await page.getByRole('textbox', { name: t.messageLabel }).fill(t.message);

      let answer: 'drop' | 'tooLarge' | 'store' = 'drop';
      const complaintsCall = (url: URL) => url.href === `${apiUrl}complaints`;
      await page.route(complaintsCall, (route: Route) => {
        if (route.request().method() !== 'POST' || answer === 'store') return route.fallback();
        if (answer === 'drop') return route.abort('internetdisconnected');
        return route.fulfill({ status: 413, contentType: 'text/html', body: proxyTooLarge });
      });

      const send = page.getByRole('button', { name: t.send });
      const expectEverythingKept = async () => {
        await expect(page.getByRole('radio', { name: t.complaint })).toBeChecked();
        await expect(page.getByLabel(t.subjectLabel)).toHaveValue(t.subject);
        await expect(page.getByRole('textbox', { name: t.messageLabel })).toHaveValue(t.message);
        await expect(previews).toHaveCount(1);
        await expect(page.getByRole('img', { name: t.firstImage })).toBeVisible();
        await expect(page).toHaveURL(/\/complaints\/new/);
      };

      // The connection drops while the complaint is sent.
      await send.click();
      await expect(page.getByRole('alert')).toHaveText(t.connection);
      await expectEverythingKept();

      // A proxy refuses the body as too large.
      answer = 'tooLarge';
      await send.click();
      await expect(page.getByRole('alert')).toHaveText(t.tooLargeToSend);
      await expect(page.locator('main')).not.toContainText(/Request Entity|nginx|413/);
      await expectEverythingKept();

      // The store takes it.
      answer = 'store';
      await send.click();
      await expect(page).toHaveURL(/\/complaints\/\d+$/);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(t.subject);

      // Every attempt carried the photo, and only the photo: the refused files never left.
      const posts = sent.filter(isComplaintPost);
      expect(posts.length).toBeGreaterThanOrEqual(3);
      for (const post of posts) expect(attachedNames(post)).toEqual(['dates.png']);
      expect(
        sent
          .filter((outgoing) => outgoing.postDataBuffer()?.includes('Delivery notes'))
          .map((outgoing) => outgoing.url()),
      ).toEqual([]);
      expect(
        sent
          .filter((outgoing) => (outgoing.postDataBuffer()?.length ?? 0) > 5 * 1024 * 1024)
          .map((outgoing) => outgoing.url()),
      ).toEqual([]);

      allowFailedConnections(problems);
      allowLoggedStatus(problems, 413, 1);
    });
  }
});
