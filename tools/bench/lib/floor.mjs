// The floor: the least a page like ours can cost — about 16 KB of Arabic HTML with a preloaded hero
// image and no JavaScript, served precompressed. Every page is compared with it. Its icon is written
// into the page, as ours is (decision 021): without one, the browser asks for `/favicon.ico` beside
// the hero, and the floor's simulated LCP moved between two values with whether it did.
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const products = [
  'تفاح أحمر',
  'موز',
  'برتقال عصير',
  'طماطم',
  'خيار',
  'بطاطس',
  'نعناع مديني',
  'خس روماني',
  'عنب أحمر',
  'جزر',
  'تمر سكري',
  'حليب طازج',
  'لبن زبادي',
  'جبن أبيض',
  'خبز بر',
  'أرز بسمتي',
];
const providers = ['مزارع القصيم', 'حقول الأحساء', 'ريف', 'نخيل المدينة'];
const sentence =
  'منتجات طازجة تصلك من المزارع والمتاجر المحلية إلى باب بيتك في الرياض وجدة والدمام، بأسعار واضحة وتوصيل في اليوم نفسه.';

/**
 * Writes the floor page (`index.html`, with `.br` and `.gz`) and its hero image into `folder`.
 * @param {string} folder
 * @param {Uint8Array} heroWebp the image the home page shows first (WebP, sent as it is)
 * @returns {{ htmlBytes: number }}
 */
export function writeFloor(folder, heroWebp) {
  const cards = [];
  for (let index = 0; index < 112; index += 1) {
    const name = `${products[index % products.length]} ${providers[index % providers.length]}`;
    const price = (5 + ((index * 37) % 90) + 0.5).toFixed(2);
    cards.push(
      `<li class="card"><a href="/products/${index + 1}"><h3>${name}</h3><p>${price} ر.س · ${500 + index * 25} غ</p></a></li>`,
    );
  }
  const html = `<!DOCTYPE html>
<html lang="ar" dir="rtl">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>متجر — تسوّق كل ما تحتاجه</title>
<meta name="description" content="${sentence}">
<link rel="preload" as="image" href="/hero.webp" fetchpriority="high">
<link rel="icon" href="data:image/svg+xml,%3csvg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 32 32'%3e%3crect width='32' height='32' rx='7' fill='%230b6b5d'/%3e%3c/svg%3e" type="image/svg+xml">
<style>
body{margin:0;font-family:system-ui,sans-serif;color:#1b1f23;background:#fff;line-height:1.6}
header{display:flex;justify-content:space-between;align-items:center;padding:12px 16px;border-block-end:1px solid #e3e6e8}
header strong{color:#0b6b5d;font-size:1.25rem}
main{padding:16px;max-width:1200px;margin-inline:auto}
.hero{display:block;width:100%;height:auto;aspect-ratio:3/1;border-radius:16px}
ul{list-style:none;padding:0;display:grid;grid-template-columns:repeat(auto-fill,minmax(150px,1fr));gap:12px}
.card a{display:block;padding:12px;border:1px solid #e3e6e8;border-radius:12px;color:inherit;text-decoration:none}
.card h3{font-size:1rem;margin:0 0 4px}
.card p{margin:0;color:#0b6b5d}
footer{padding:16px;color:#5c6770;border-block-start:1px solid #e3e6e8}
</style>
</head>
<body>
<header><strong>متجر</strong><nav><a href="/auth">تسجيل الدخول</a> · <a href="/cart">السلة</a></nav></header>
<main>
<img class="hero" src="/hero.webp" alt="عروض الأسبوع" width="1200" height="400" fetchpriority="high">
<h1>تسوّق كل ما تحتاجه</h1>
<p>${sentence}</p>
<h2>الأكثر مبيعاً</h2>
<ul>${cards.join('\n')}</ul>
<h2>عن المتجر</h2>
<p>${sentence} ${sentence}</p>
</main>
<footer>© متجر — المملكة العربية السعودية</footer>
</body>
</html>
`;
  mkdirSync(folder, { recursive: true });
  const bytes = Buffer.from(html);
  writeFileSync(join(folder, 'index.html'), bytes);
  writeFileSync(
    join(folder, 'index.html.br'),
    brotliCompressSync(bytes, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
  );
  writeFileSync(join(folder, 'index.html.gz'), gzipSync(bytes, { level: 9 }));
  writeFileSync(join(folder, 'hero.webp'), heroWebp);
  return { htmlBytes: Buffer.byteLength(html) };
}
