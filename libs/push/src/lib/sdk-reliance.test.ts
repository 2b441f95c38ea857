import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { PUSH_SW_PATH, PUSH_SW_SCOPE } from './web-push.js';

const require = createRequire(import.meta.url);

/** The browser build (`dist/esm/index.esm.js`) of an installed push SDK package, as text. */
function browserBuildOf(name: '@firebase/messaging' | '@firebase/installations'): string {
  // Node resolves the CommonJS build, `dist/index.cjs.js`; the browser build sits beside it.
  const resolved = require.resolve(name);
  return readFileSync(join(dirname(resolved), 'esm', 'index.esm.js'), 'utf8');
}

/** The string a build's constant is set to, e.g. `const DEFAULT_SW_PATH = '/x.js';` gives `/x.js`. */
function stringConstant(build: string, name: string): string | undefined {
  return new RegExp(`\\bconst\\s+${name}\\s*=\\s*['"]([^'"]*)['"]`).exec(build)?.[1];
}

// The spec's timings (a token renewed after 7 days, installation auth tokens within an hour of
// expiry, a stuck registration reset after 10 s, polled every 100 ms) and the worker's path and
// scope are not re-implemented here: `getToken` of the pinned SDK does all of it. These checks
// fail when an SDK upgrade changes what we rely on.
describe('the spec’s push constants are honoured by the SDK version we pin', () => {
  describe('@firebase/messaging', () => {
    const build = browserBuildOf('@firebase/messaging');

    it('renews the push token once it is 7 days old', () => {
      expect(build).toMatch(
        /\bconst\s+TOKEN_EXPIRATION_MS\s*=\s*7\s*\*\s*24\s*\*\s*60\s*\*\s*60\s*\*\s*1000\s*;/,
      );
      expect(build).toMatch(/Date\.now\(\)\s*>=\s*\w+\.createTime\s*\+\s*TOKEN_EXPIRATION_MS\b/);
    });

    it('registers its default worker at our worker’s path and scope', () => {
      expect(stringConstant(build, 'DEFAULT_SW_PATH')).toBe(PUSH_SW_PATH);
      expect(stringConstant(build, 'DEFAULT_SW_SCOPE')).toBe(PUSH_SW_SCOPE);
    });
  });

  describe('@firebase/installations', () => {
    const build = browserBuildOf('@firebase/installations');

    it('renews an installation auth token within one hour of its expiry', () => {
      expect(build).toMatch(/\bconst\s+TOKEN_EXPIRATION_BUFFER\s*=\s*60\s*\*\s*60\s*\*\s*1000\s*;/);
      expect(build).toMatch(/<\s*\w+\s*\+\s*TOKEN_EXPIRATION_BUFFER\b/);
    });

    it('resets a registration still pending after 10 s', () => {
      expect(build).toMatch(/\bconst\s+PENDING_TIMEOUT_MS\s*=\s*10000\s*;/);
      expect(build).toMatch(/\.registrationTime\s*\+\s*PENDING_TIMEOUT_MS\s*<\s*Date\.now\(\)/);
    });

    it('polls a pending registration every 100 ms', () => {
      expect(build).toMatch(/\bawait\s+sleep\(\s*100\s*\)/);
    });
  });
});
