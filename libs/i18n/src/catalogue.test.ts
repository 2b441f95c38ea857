import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { type MessageFormatElement, TYPE, parse } from '@formatjs/icu-messageformat-parser';
import { describe, expect, it } from 'vitest';
import ar from './catalogues/ar.json';
import en from './catalogues/en.json';

const argumentsOf = (message: string): string[] => {
  const names = new Set<string>();
  const visit = (elements: MessageFormatElement[]) => {
    for (const element of elements) {
      if (element.type === TYPE.literal || element.type === TYPE.pound) continue;
      names.add(element.value);
      if (element.type === TYPE.select || element.type === TYPE.plural) {
        for (const option of Object.values(element.options)) visit(option.value);
      }
      if (element.type === TYPE.tag) visit(element.children);
    }
  };
  visit(parse(message));
  return [...names].sort();
};

describe('message catalogues', () => {
  it('have the same message ids in Arabic and English', () => {
    expect(Object.keys(ar).sort()).toEqual(Object.keys(en).sort());
  });

  it('use the same ICU arguments in both languages', () => {
    const mismatched = Object.entries(en).filter(
      ([id, message]) =>
        argumentsOf(message).join() !==
        argumentsOf((ar as Record<string, string>)[id] ?? '').join(),
    );
    expect(mismatched.map(([id]) => id)).toEqual([]);
  });

  it('format no date or time argument, since messages are formatted without the store time zone', () => {
    const datesIn = (elements: MessageFormatElement[]): boolean =>
      elements.some(
        (element) =>
          element.type === TYPE.date ||
          element.type === TYPE.time ||
          ((element.type === TYPE.select || element.type === TYPE.plural) &&
            Object.values(element.options).some((option) => datesIn(option.value))) ||
          (element.type === TYPE.tag && datesIn(element.children)),
      );
    const withDates = [...Object.entries(en), ...Object.entries(ar)].filter(([, message]) =>
      datesIn(parse(message)),
    );
    expect(withDates.map(([id]) => id)).toEqual([]);
  });

  it('name every message <lib>.<area>.<key>', () => {
    const malformed = Object.keys(en).filter((id) => !/^[a-z][\w-]*\.[a-z]\w*\.[a-z]\w*$/.test(id));
    expect(malformed).toEqual([]);
  });

  it('hold exactly the messages the source code defines', () => {
    const outFile = join(mkdtempSync(join(tmpdir(), 'i18n-')), 'extracted.json');
    const root = resolve(import.meta.dirname, '../../..');
    execFileSync(process.execPath, [resolve(root, 'tools/scripts/i18n-extract.mjs'), outFile], {
      cwd: root,
    });
    const extracted: Record<string, string> = JSON.parse(readFileSync(outFile, 'utf8'));
    expect(en).toEqual(extracted);
  });
});
