import { describe, expect, it } from 'vitest';
import { EVERY_PAGE, messagesOfChunks } from '../../../../tools/vite/precompiled-messages.js';
import { PAGE_MESSAGES_ID, pageMessages, withPageMessages } from './page-messages.server.js';

describe("the build's record of the messages each chunk may format", () => {
  const chunk = (fileName: string, moduleIds: string[], fields: Record<string, unknown> = {}) => ({
    type: 'chunk' as const,
    fileName,
    moduleIds,
    imports: [],
    dynamicImports: [],
    ...fields,
  });
  const bundle = {
    'assets/shell.js': chunk('assets/shell.js', ['/app/root.tsx', '/libs/ui/dialog.tsx'], {
      dynamicImports: ['assets/panel.js', 'assets/ar.js'],
    }),
    'assets/panel.js': chunk('assets/panel.js', ['/libs/ui/dialog-panel.tsx']),
    'assets/ar.js': chunk('assets/ar.js', ['/libs/i18n/src/catalogues/ar.json']),
    'assets/home.js': chunk('assets/home.js', ['/app/routes/home.tsx?route-chunk=main'], {
      imports: ['assets/cards.js', 'assets/shell.js'],
    }),
    'assets/cards.js': chunk('assets/cards.js', ['/libs/catalog/card.tsx']),
    'assets/react.js': chunk('assets/react.js', ['/nm/react/index.js']),
    'assets/style.css': { type: 'asset' as const, fileName: 'assets/style.css' },
  };
  const idsOf = new Map([
    ['/app/root.tsx', ['shell.title']],
    ['/libs/ui/dialog.tsx', ['ui.dialog.open']],
    ['/libs/ui/dialog-panel.tsx', ['ui.dialog.close']],
    ['/app/routes/home.tsx', ['home.title']],
    ['/libs/catalog/card.tsx', ['catalog.card.add', 'shell.title']],
    ['/app/routes/unused.tsx', ['unused.title']],
  ]);

  it("holds a chunk's own messages and those of every chunk it loads, at once or on demand", () => {
    const record = messagesOfChunks(bundle, '/', idsOf);
    expect(record['/assets/shell.js']).toEqual([
      'shell.title',
      'ui.dialog.close',
      'ui.dialog.open',
    ]);
    expect(record['/assets/home.js']).toEqual([
      'catalog.card.add',
      'home.title',
      'shell.title',
      'ui.dialog.close',
      'ui.dialog.open',
    ]);
    // A chunk without messages is left out.
    expect(record['/assets/react.js']).toBeUndefined();
  });

  it('gives every page the messages of the catalogue that no module defines', () => {
    const catalogueIds = new Set(['shell.title', 'home.title', 'order.status.late']);
    const record = messagesOfChunks(bundle, '/shop/', idsOf, catalogueIds);
    expect(record[EVERY_PAGE]).toEqual(['order.status.late']);
    expect(Object.keys(record)).toContain('/shop/assets/home.js');
  });
});

describe('the messages a page carries', () => {
  const catalogue = {
    'shell.title': 'متجر',
    'home.title': 'الرئيسية',
    'cart.title': 'السلة',
    'order.status.late': 'متأخر',
    'help.tag': '<b>انتبه</b>',
  };
  const record = {
    '/assets/entry.js': ['shell.title'],
    '/assets/home.js': ['home.title', 'help.tag'],
    '/assets/cart.js': ['cart.title'],
    [EVERY_PAGE]: ['order.status.late'],
  };
  const home = {
    entry: { module: '/assets/entry.js', imports: ['/assets/react.js'] },
    routes: [{ module: '/assets/root.js' }, { module: '/assets/home.js', imports: [] }],
  };

  it("are those of its entry and routes, and those every page carries, but no other page's", () => {
    const json = pageMessages('ar', catalogue, home, record);
    expect(JSON.parse(json ?? 'null')).toEqual({
      'shell.title': 'متجر',
      'home.title': 'الرئيسية',
      'help.tag': '<b>انتبه</b>',
      'order.status.late': 'متأخر',
    });
  });

  it('cannot close the script element that holds them', () => {
    expect(pageMessages('en', catalogue, home, record)).not.toContain('<');
  });

  it('are none without a record (while developing): the browser loads the whole catalogue', () => {
    expect(pageMessages('ar', catalogue, home, {})).toBeNull();
  });

  it("go just before the app's script, as data that never runs", () => {
    const start =
      '<html><head></head><body><main>…</main><script nonce="n1" type="module" async="">import "/assets/entry.js";</script>';
    const written = withPageMessages(start, '{"a":"b"}');
    expect(written).toBe(
      `<html><head></head><body><main>…</main><script type="application/json" id="${PAGE_MESSAGES_ID}">{"a":"b"}</script><script nonce="n1" type="module" async="">import "/assets/entry.js";</script>`,
    );
    expect(withPageMessages(start, null)).toBe(start);
    expect(withPageMessages('<html><body>cut short', '{}')).toBe('<html><body>cut short');
  });
});
