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
/** A PNG past 30 MB, more than any phone photo: the picture, then padding. */
const oversize = Buffer.concat([onePixelPng, Buffer.alloc(30 * 1024 * 1024)]);

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
    hint: 'حتى 5 صور بصيغة JPEG أو PNG أو WebP، وتُصغَّر الصور الكبيرة قبل إرسالها.',
    complaint: 'شكوى',
    firstImage: 'الصورة 1',
    secondImage: 'الصورة 2',
    notImage: 'لم يُضَف الملف photo.png: ليس صورة بصيغة JPEG أو PNG أو WebP.',
    tooLarge: 'لم يُضَف الملف big-scan.png: حجمه أكبر من 30 ميجابايت.',
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
    hint: 'Up to 5 images in JPEG, PNG or WebP. Large photos are made smaller before they are sent.',
    complaint: 'Complaint',
    firstImage: 'Image 1',
    secondImage: 'Image 2',
    notImage: 'photo.png was not added: it is not a JPEG, PNG, or WebP image.',
    tooLarge: 'big-scan.png was not added: it is larger than 30 MB.',
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

/** The width and height a JPEG's frame header gives, or null for bytes that are not a JPEG. */
function jpegSize(bytes: Buffer): { width: number; height: number } | null {
  if (bytes[0] !== 0xff || bytes[1] !== 0xd8) return null;
  let offset = 2;
  while (offset + 9 < bytes.length) {
    if (bytes[offset] !== 0xff) return null;
    const marker = bytes[offset + 1] ?? 0;
    const length = bytes.readUInt16BE(offset + 2);
    // SOF0 to SOF15, but not DHT (C4), JPG (C8) or DAC (CC).
    if (marker >= 0xc0 && marker <= 0xcf && ![0xc4, 0xc8, 0xcc].includes(marker)) {
      return { height: bytes.readUInt16BE(offset + 5), width: bytes.readUInt16BE(offset + 7) };
    }
    offset += 2 + length;
  }
  return null;
}

/**
 * An EXIF segment saying the camera was turned: the picture is to be shown rotated 90° clockwise
 * (orientation 6), as phones write it for a photo taken upright.
 */
const exifTurnedRight = Buffer.from([
  0xff, 0xe1, 0x00, 0x22, 0x45, 0x78, 0x69, 0x66, 0x00, 0x00, 0x4d, 0x4d, 0x00, 0x2a, 0x00, 0x00,
  0x00, 0x08, 0x00, 0x01, 0x01, 0x12, 0x00, 0x03, 0x00, 0x00, 0x00, 0x01, 0x00, 0x06, 0x00, 0x00,
  0x00, 0x00, 0x00, 0x00,
]);

test.describe('photos are made smaller before they are sent', () => {
  test('in English: a 12-megapixel photo taken upright is sent upright, 1600 pixels tall, and the complaint shows it', async ({
    page,
    request,
  }) => {
    const customer = await newCustomer(request, 'Lina');
    await signIn(page, customer);
    await gotoHydrated(page, '/complaints/new?lang=en');

    // A camera's photo: 4000×3000 pixels of fine detail, saved on its side with the EXIF
    // orientation that turns it upright, several megabytes.
    const drawn = await page.evaluate(async () => {
      const canvas = new OffscreenCanvas(4000, 3000);
      const context = canvas.getContext('2d');
      if (!context) throw new Error('no 2D canvas');
      const gradient = context.createLinearGradient(0, 0, 4000, 3000);
      gradient.addColorStop(0, '#2f855a');
      gradient.addColorStop(1, '#f6e05e');
      context.fillStyle = gradient;
      context.fillRect(0, 0, 4000, 3000);
      const pixels = context.getImageData(0, 0, 4000, 3000);
      let seed = 7;
      for (let index = 0; index < pixels.data.length; index += 4) {
        seed = (seed * 1_103_515_245 + 12_345) & 0x7fffffff;
        const grain = (seed % 48) - 24;
        pixels.data[index] = (pixels.data[index] ?? 0) + grain;
        pixels.data[index + 1] = (pixels.data[index + 1] ?? 0) + grain;
      }
      context.putImageData(pixels, 0, 0);
      const blob = await canvas.convertToBlob({ type: 'image/jpeg', quality: 0.97 });
      const bytes = new Uint8Array(await blob.arrayBuffer());
      let binary = '';
      for (let index = 0; index < bytes.length; index += 0x8000) {
        binary += String.fromCharCode(...bytes.subarray(index, index + 0x8000));
      }
      return btoa(binary);
    });
    const encoded = Buffer.from(drawn, 'base64');
    // Right after the start of the image: where cameras put it.
    const taken = Buffer.concat([encoded.subarray(0, 2), exifTurnedRight, encoded.subarray(2)]);
    expect(jpegSize(taken)).toEqual({ width: 4000, height: 3000 });
    expect(taken.length).toBeGreaterThan(5 * 1024 * 1024);

    const posts: Request[] = [];
    page.on('request', (outgoing) => {
      if (isComplaintPost(outgoing)) posts.push(outgoing);
    });
    await page.getByLabel(/Add images/).setInputFiles({
      name: 'IMG_2041.jpg',
      mimeType: 'image/jpeg',
      buffer: taken,
    });
    const preview = page.getByRole('img', { name: 'Image 1' });
    await expect(preview).toBeVisible();
    await expect(preview).toHaveJSProperty('naturalWidth', 1200);
    await expect(preview).toHaveJSProperty('naturalHeight', 1600);

    await page.getByRole('radio', { name: 'Complaint' }).check();
    await page.getByLabel(/^Subject/).fill('A torn bag');
    await page.getByRole('textbox', { name: /^Message/ }).fill('The bag of rice arrived torn.');
    await page.getByRole('button', { name: 'Send' }).click();
    await expect(page).toHaveURL(/\/complaints\/\d+$/);

    // What left the phone: one JPEG, a fraction of the photo.
    expect(posts).toHaveLength(1);
    expect(attachedNames(posts[0] as Request)).toEqual(['IMG_2041.jpg']);
    expect(posts[0]?.postDataBuffer()?.length ?? 0).toBeLessThan(1024 * 1024);

    // What the store keeps and shows: upright, 1200×1600.
    const shown = page.getByRole('main').locator('img[src*="/__demo/uploads/"]').first();
    await expect(shown).toBeVisible();
    const stored = await request.get((await shown.getAttribute('src')) ?? '');
    expect(jpegSize(await stored.body())).toEqual({ width: 1200, height: 1600 });
  });
});
