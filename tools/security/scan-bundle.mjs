#!/usr/bin/env node
// Scans what the storefront sends to browsers (apps/storefront/build/client) for secrets: private
// keys, cloud and payment credentials, tokens. The public identifiers the storefront documents
// (the push service's web configuration and the Maps browser key) come from the server's
// environment at run time and are never in the build either. Build first:
//   npx nx run storefront:build && node tools/security/scan-bundle.mjs
import { readFileSync, readdirSync, statSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';

/** What a secret looks like, by kind. */
export const SECRET_PATTERNS = [
  ['private key', /-----BEGIN (?:RSA |EC |DSA |OPENSSH |PGP )?PRIVATE KEY-----/],
  ['Google API key', /AIza[0-9A-Za-z_-]{35}/],
  ['AWS access key', /\b(?:AKIA|ASIA)[0-9A-Z]{16}\b/],
  ['Stripe-style secret key', /\b[sr]k_(?:live|test)_[0-9A-Za-z]{16,}/],
  ['Slack token', /\bxox[abprs]-[0-9A-Za-z-]{10,}/],
  ['GitHub token', /\bgh[pousr]_[0-9A-Za-z]{36,}/],
  ['JSON Web Token', /\beyJ[0-9A-Za-z_-]{10,}\.eyJ[0-9A-Za-z_-]{10,}\.[0-9A-Za-z_-]{10,}/],
  ['Firebase service account', /"type"\s*:\s*"service_account"/],
  [
    'server environment value',
    /MATJAR_(?:FIREBASE_CONFIG|GOOGLE_MAPS_KEY|PAYMENT_SECRET)\s*[:=]\s*["'][^"']+["']/,
  ],
];

const SCANNED = /\.(?:m?js|css|html|json|webmanifest|map|txt)$/;

/** Every file under `dir` that browsers may receive. */
function filesUnder(dir) {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return filesUnder(path);
    return SCANNED.test(name) ? [path] : [];
  });
}

/** The secrets found in `text`: `[kind, match]` pairs. */
export function secretsIn(text) {
  return SECRET_PATTERNS.flatMap(([kind, pattern]) => {
    const found = text.match(new RegExp(pattern.source, `${pattern.flags}g`));
    return found ? found.map((match) => [kind, match]) : [];
  });
}

function main() {
  const root = resolve(process.argv[2] ?? 'apps/storefront/build/client');
  const files = filesUnder(root);
  let bytes = 0;
  const findings = [];
  for (const file of files) {
    const text = readFileSync(file, 'utf8');
    bytes += text.length;
    for (const [kind, match] of secretsIn(text)) {
      findings.push(`${relative(process.cwd(), file)}: ${kind} (${match.slice(0, 12)}…)`);
    }
  }
  console.log(
    `secrets scan: ${files.length} files, ${(bytes / 1024).toFixed(0)} KB sent to browsers, ${findings.length} secrets`,
  );
  for (const finding of findings) console.error(`  ${finding}`);
  if (files.length === 0) {
    console.error('  nothing to scan: build the storefront first');
    process.exitCode = 1;
  }
  if (findings.length > 0) process.exitCode = 1;
}

if (import.meta.url === `file://${process.argv[1]}`) main();
