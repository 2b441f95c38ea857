import { describe, expect, it } from 'vitest';
import { chunksOfDynamicEntries, storefrontChunkName } from '../../../../tools/vite/lazy-chunks.js';
import {
  LEAST_PART_BYTES,
  messagesOfEveryPage,
} from '../../../../tools/vite/precompiled-messages.js';
import { modulesLoadedByEvery } from '../../../../tools/vite/shell-chunk.js';
import { startChunks } from './page-chunks.server.js';

const chunks = {
  'catalogue:ar': ['/assets/ar-1.js'],
  'catalogue:en': ['/assets/en-1.js'],
  'api:transport': ['/assets/transport-1.js', '/assets/define-call-1.js'],
  'api:cart': ['/assets/cart-1.js', '/assets/define-call-1.js'],
  'api:notifications': ['/assets/notifications-1.js', '/assets/define-call-1.js'],
  'api:catalog': ['/assets/catalog-1.js', '/assets/define-call-1.js'],
  'api:orders': ['/assets/orders-1.js', '/assets/define-call-1.js'],
};

describe('the code a page asks for as it starts', () => {
  it("is a visitor's catalogue, the code that sends calls and the cart's count, in the page's language", () => {
    expect(startChunks({ locale: 'en', isSignedIn: false, handles: [] }, chunks)).toEqual([
      '/assets/en-1.js',
      '/assets/transport-1.js',
      '/assets/define-call-1.js',
      '/assets/cart-1.js',
    ]);
  });

  it("adds a customer's notifications and favorites, and the calls the page's routes name", () => {
    const handles = [undefined, { startCalls: ['orders'] }, { other: true }, null];
    expect(startChunks({ locale: 'ar', isSignedIn: true, handles }, chunks)).toEqual([
      '/assets/ar-1.js',
      '/assets/transport-1.js',
      '/assets/define-call-1.js',
      '/assets/cart-1.js',
      '/assets/notifications-1.js',
      '/assets/catalog-1.js',
      '/assets/orders-1.js',
    ]);
  });

  it("adds the messages its own chunks bring, in the page's language, each once", () => {
    const parts = {
      '/assets/product-1.js': { ar: '/assets/messages-ar-p.js', en: '/assets/messages-en-p.js' },
      '/assets/picker-1.js': { ar: '/assets/messages-ar-v.js', en: '/assets/messages-en-v.js' },
      '/assets/orders-9.js': { ar: '/assets/messages-ar-o.js', en: '/assets/messages-en-o.js' },
    };
    const files = ['/assets/entry-1.js', '/assets/product-1.js', '/assets/picker-1.js'];
    expect(
      startChunks(
        { locale: 'en', isSignedIn: false, handles: [], files: [...files, ...files] },
        chunks,
        parts,
      ),
    ).toEqual([
      '/assets/en-1.js',
      '/assets/transport-1.js',
      '/assets/define-call-1.js',
      '/assets/cart-1.js',
      '/assets/messages-en-p.js',
      '/assets/messages-en-v.js',
    ]);
  });

  it('is nothing but what the build recorded (nothing while developing)', () => {
    expect(startChunks({ locale: 'ar', isSignedIn: true, handles: [] }, {})).toEqual([]);
  });
});

describe("the build's record of the code loaded on demand", () => {
  const file = (fileName: string, fields: Record<string, unknown> = {}) => ({
    type: 'chunk' as const,
    fileName,
    imports: [],
    ...fields,
  });
  const bundle = {
    'assets/entry.js': file('assets/entry.js', { isEntry: true, imports: ['assets/shared.js'] }),
    'assets/shared.js': file('assets/shared.js'),
    'assets/schema.js': file('assets/schema.js', { imports: ['assets/shared.js'] }),
    'assets/ar.js': file('assets/ar.js', {
      isDynamicEntry: true,
      facadeModuleId: '/repo/libs/i18n/src/catalogues/ar.json',
    }),
    'assets/bank-accounts.js': file('assets/bank-accounts.js', {
      isDynamicEntry: true,
      facadeModuleId: '/repo/libs/api-client/src/calls/bank-accounts.ts',
      imports: ['assets/schema.js', 'assets/shared.js'],
    }),
    'assets/dialog.js': file('assets/dialog.js', {
      isDynamicEntry: true,
      facadeModuleId: '/repo/libs/ui/src/dialog-panel.tsx',
    }),
    'assets/style.css': { type: 'asset' as const, fileName: 'assets/style.css' },
  };

  it('names each catalogue and each domain of calls, with every chunk it imports', () => {
    expect(chunksOfDynamicEntries(bundle, '/', storefrontChunkName)).toEqual({
      'catalogue:ar': ['/assets/ar.js'],
      'api:bankAccounts': ['/assets/bank-accounts.js', '/assets/schema.js', '/assets/shared.js'],
    });
  });

  it("puts the build's base before each file", () => {
    expect(chunksOfDynamicEntries(bundle, '/shop/', storefrontChunkName)['catalogue:ar']).toEqual([
      '/shop/assets/ar.js',
    ]);
  });

  it("reads the built libraries' files as well as their sources", () => {
    expect(storefrontChunkName('/repo/libs/i18n/dist/catalogues/en.json')).toBe('catalogue:en');
    expect(storefrontChunkName('C:\\repo\\libs\\api-client\\dist\\calls\\cart.js')).toBe(
      'api:cart',
    );
    expect(storefrontChunkName('/repo/libs/api-client/dist/core/transport.js')).toBe(
      'api:transport',
    );
    expect(storefrontChunkName('/repo/libs/api-client/src/core/envelope.ts')).toBeUndefined();
  });
});

const chunk = (fileName: string, moduleIds: string[], fields: Record<string, unknown> = {}) => ({
  type: 'chunk' as const,
  fileName,
  moduleIds,
  imports: [],
  ...fields,
});

describe('the code every page loads', () => {
  const bundle = {
    'entry.js': chunk('entry.js', ['/app/entry.client.tsx'], {
      facadeModuleId: '/app/entry.client.tsx',
      imports: ['react.js'],
    }),
    'react.js': chunk('react.js', ['/nm/react-dom/index.js', '/nm/react/index.js']),
    'root.js': chunk('root.js', ['/app/root.tsx'], {
      facadeModuleId: '/app/root.tsx?route-chunk=main',
      imports: ['button.js', 'react.js'],
    }),
    'button.js': chunk('button.js', ['/libs/ui/src/button.tsx']),
    'orders.js': chunk('orders.js', ['/app/routes/orders.tsx'], {
      facadeModuleId: '/app/routes/orders.tsx',
      imports: ['table.js', 'button.js'],
    }),
    'table.js': chunk('table.js', ['/libs/ui/src/table.tsx']),
    'dialog.js': chunk('dialog.js', ['/libs/ui/src/dialog-panel.tsx'], {
      facadeModuleId: '/libs/ui/src/dialog-panel.tsx',
    }),
  };

  it("is the client entry's and the root route's chunks and every chunk they import, not a page's own", () => {
    expect(
      modulesLoadedByEvery(bundle, [/[\\/]app[\\/]entry\.client\.tsx$/, /[\\/]app[\\/]root\.tsx$/]),
    ).toEqual([
      '/app/entry.client.tsx',
      '/app/root.tsx',
      '/libs/ui/src/button.tsx',
      '/nm/react-dom/index.js',
      '/nm/react/index.js',
    ]);
  });
});

describe('the messages every page loads', () => {
  const bundle = {
    'assets/entry.js': chunk('assets/entry.js', ['/app/entry.client.tsx'], {
      facadeModuleId: '/app/entry.client.tsx',
      imports: ['assets/shell.js'],
    }),
    'assets/shell.js': chunk('assets/shell.js', ['/libs/ui/header.tsx']),
    'assets/checkout.js': chunk('assets/checkout.js', ['/libs/cart/checkout.tsx']),
    'assets/badge.js': chunk('assets/badge.js', ['/libs/orders/badge.tsx']),
  };
  const defined = new Map([
    ['/libs/ui/header.tsx', ['ui.header.search']],
    ['/libs/cart/checkout.tsx', ['cart.checkout.title', 'cart.checkout.confirm']],
    ['/libs/orders/badge.tsx', ['orders.badge.new']],
  ]);
  const catalogue = {
    'ui.header.search': 'ابحث',
    'cart.checkout.title': 'إتمام الطلب'.repeat(LEAST_PART_BYTES / 10),
    'cart.checkout.confirm': 'تأكيد الطلب',
    'orders.badge.new': 'جديد',
  };

  it("are the shell's, and those of chunks too small to be worth a request; a large chunk keeps its own", () => {
    expect(messagesOfEveryPage(bundle, [/entry\.client\.tsx$/], defined, catalogue)).toEqual([
      'orders.badge.new',
      'ui.header.search',
    ]);
  });
});
