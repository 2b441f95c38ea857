#!/usr/bin/env node
// Writes one stylesheet from an entry CSS file by inlining its relative @imports. Imports of packages
// (fonts) and url()s are kept as they are, for the consumer's bundler to resolve.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';

const [entry, outFile] = process.argv.slice(2);
if (!entry || !outFile) {
  console.error('usage: bundle-css.mjs ENTRY.css OUT.css');
  process.exit(2);
}

const seen = new Set();
const inline = (file) => {
  if (seen.has(file)) return '';
  seen.add(file);
  return readFileSync(file, 'utf8').replace(/^@import '(\.[^']+)';$/gm, (_line, relative) =>
    inline(resolve(dirname(file), relative)),
  );
};

const css = inline(resolve(entry));
const packageImports = css.match(/^@import '[^.][^']*';$/gm) ?? [];
const body = css.replace(/^@import '[^.][^']*';$/gm, '');
mkdirSync(dirname(resolve(outFile)), { recursive: true });
writeFileSync(outFile, [...packageImports, body].join('\n'));
