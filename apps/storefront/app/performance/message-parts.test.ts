import { describe, expect, it } from 'vitest';
import {
  messagePartCall,
  messagePartModule,
  messagePartsOf,
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
