import { describe, expect, it } from 'vitest';
import {
  LEAST_PART_BYTES,
  messagePartCall,
  messagePartModule,
  messagePartsOf,
  messagesOfEveryPage,
} from '../../../../tools/vite/precompiled-messages.js';

describe("a chunk's messages", () => {
  it('are handed over by a call that loads the page language’s part, and read back from the bundle', async () => {
    const call = messagePartCall({ ar: './messages-ar-abc.js', en: './messages-en-def.js' });
    const handed: Record<string, () => Promise<unknown>>[] = [];
    // The call run as a chunk would, with the page's hand-over and the browser's import stubbed.
    const AsyncFunction = Object.getPrototypeOf(async () => undefined).constructor as new (
      ...source: string[]
    ) => (...values: unknown[]) => Promise<void>;
    const run = new AsyncFunction('globalThis', 'load', call.replaceAll('import(', 'load('));
    await run(
      {
        __matjarMessagePart: (part: Record<string, () => Promise<unknown>>) => {
          handed.push(part);
          return Promise.resolve();
        },
      },
      (file: string) => Promise.resolve(file),
    );
    expect(Object.keys(handed[0] ?? {})).toEqual(['ar', 'en']);
    expect(await handed[0]?.['en']?.()).toBe('./messages-en-def.js');
    // As the bundler writes it once minified (template literals), and as written.
    expect(messagePartsOf(call)).toBe('messages-ar-abc.js');
    expect(messagePartsOf(call.replaceAll('"', '`'))).toBe('messages-ar-abc.js');
    expect(messagePartsOf('export const a = 1;')).toBeUndefined();
  });

  it("are a module of their compiled messages, read as JSON, with the engine's eager compile hint", async () => {
    const messages = { 'cart.x.title': [{ type: 0, value: 'السلة "الرئيسية"' }] };
    const source = messagePartModule(messages);
    expect(source.startsWith('//# allFunctionsCalledOnLoad\n')).toBe(true);
    const url = `data:text/javascript;base64,${Buffer.from(source).toString('base64')}`;
    const loaded = (await import(/* @vite-ignore */ url)) as { default: unknown };
    expect(loaded.default).toEqual(messages);
  });
});

describe('the messages every page loads', () => {
  const chunk = (fileName: string, moduleIds: string[], fields: Record<string, unknown> = {}) => ({
    type: 'chunk' as const,
    fileName,
    moduleIds,
    imports: [],
    ...fields,
  });
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
