import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
import { localeDataWorkerUrl } from './document-start.server.js';

const source = readFileSync(
  join(import.meta.dirname, '../../public/locale-data-worker.js'),
  'utf8',
);

/**
 * Runs the worker's script as a worker started at `url` would, with `intl` as its `Intl`; returns
 * what it posted back.
 */
function runWorker(url: string, intl: unknown = Intl) {
  const posted: unknown[] = [];
  const self = {
    location: new URL(url, 'https://matjar.example'),
    postMessage: (message: unknown) => posted.push(message),
  };
  runInNewContext(source, { self, Intl: intl, URLSearchParams });
  return posted;
}

describe('the locale data worker', () => {
  it('formats a price, a plural and a date in the locale and time zone of its address, then answers', () => {
    const used: string[] = [];
    const recording = (kind: string, Real: typeof Intl.NumberFormat) => {
      function Format(locale: string, options?: Intl.NumberFormatOptions & { timeZone?: string }) {
        used.push(`${kind} ${locale}${options?.timeZone ? ` ${options.timeZone}` : ''}`);
        return new Real(locale, options);
      }
      Format.supportedLocalesOf = (locale: string) => {
        used.push(`${kind} supported ${locale}`);
        return Real.supportedLocalesOf(locale);
      };
      return Format;
    };
    const intl = {
      NumberFormat: recording('number', Intl.NumberFormat),
      DateTimeFormat: recording('date', Intl.DateTimeFormat as unknown as typeof Intl.NumberFormat),
      PluralRules: recording('plural', Intl.PluralRules as unknown as typeof Intl.NumberFormat),
    };
    expect(runWorker(localeDataWorkerUrl('ar'), intl)).toEqual(['loaded']);
    expect(used).toEqual([
      'number supported ar-SA-u-ca-gregory-nu-latn',
      'date supported ar-SA-u-ca-gregory-nu-latn',
      'plural supported ar-SA-u-ca-gregory-nu-latn',
      'number ar-SA-u-ca-gregory-nu-latn',
      'plural ar-SA-u-ca-gregory-nu-latn',
      'date ar-SA-u-ca-gregory-nu-latn Asia/Riyadh',
    ]);
  });

  it('answers even when the browser does not know the locale or the time zone', () => {
    expect(runWorker('/locale-data-worker.js?locale=not a locale&timeZone=Mars/Olympus')).toEqual([
      'loaded',
    ]);
  });
});
