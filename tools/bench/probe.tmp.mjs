import { join } from 'node:path';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { withChrome, lighthouseResult } from './lib/browser.mjs';
import { startNodeServer } from './lib/servers.mjs';
const root = process.cwd();
const work = mkdtempSync(join(tmpdir(), 'probe-'));
const api = await startNodeServer({ root, script: 'apps/demo-api/dist/main.js', port: 5521, readyPath: '/health', env: { DEMO_API_PRODUCTS: '150', DEMO_API_DATA: join(work, 'd.json') } });
const app = await startNodeServer({ root: process.env.APP_ROOT ?? root, script: 'apps/storefront/server.mjs', port: 5520, readyPath: '/build.json', env: { BENCH: '1', MATJAR_API_URL: 'http://localhost:5521/' } });
const keep = setInterval(() => {}, 1000);
const pages = (process.env.PAGES ?? '/,/categories/1').split(',');
const rounds = Number(process.env.ROUNDS ?? 3);
try {
  for (let r = 0; r < rounds; r++) for (const path of pages) {
    await withChrome(9333, async (browserUrl) => {
      const { lhr } = await lighthouseResult(browserUrl, `http://localhost:5520${path}`);
      const a = lhr.audits;
      const lt = (a['long-tasks']?.details?.items ?? []).map((i) => `${Math.round(i.duration)}@${Math.round(i.startTime)} ${String(i.url).replace(/^http:\/\/localhost:5520/, '')}`);
      console.log(path, 'score', Math.round(lhr.categories.performance.score * 100), 'tbt', Math.round(a['total-blocking-time'].numericValue), 'bootup', Math.round(a['bootup-time'].numericValue));
      console.log('   long:', lt.join(' | '));
      if (process.env.BOOT) console.log('   boot:', (a['bootup-time'].details.items).map((i) => `${String(i.url).replace(/^http:\/\/localhost:5520/, '')} ${Math.round(i.total)}/${Math.round(i.scripting)}`).join(' | '));
    });
  }
} finally { clearInterval(keep); await app.stop(); await api.stop(); }
