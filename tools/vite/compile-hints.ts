import type { Plugin } from 'vite';
import type { BundleFile } from './bundle.ts';

/**
 * The comment that asks Chromium's engine (V8, since Chrome 136) to compile every function of a
 * script as the script arrives, on a background thread, instead of each function the first time
 * it is called, on the page's main thread. It is read only as the script's first line. Other
 * browsers read it as a comment.
 */
export const EAGER_COMPILE_HINT = '//# allFunctionsCalledOnLoad';

/** What the hint changes of a script of the bundle: its code, and its source map's mappings. */
export interface HintedScript extends BundleFile {
  code: string;
  map?: { mappings: string } | null;
}

/**
 * Puts `EAGER_COMPILE_HINT` on the first line of `script`, once, and moves its source map's
 * mappings down by that line (`;` starts a generated line with nothing mapped on it). Returns
 * whether it changed the script.
 */
export function addEagerCompileHint(script: HintedScript): boolean {
  if (script.code.startsWith(`${EAGER_COMPILE_HINT}\n`)) return false;
  script.code = `${EAGER_COMPILE_HINT}\n${script.code}`;
  if (script.map) script.map.mappings = `;${script.map.mappings}`;
  return true;
}

/**
 * Puts `EAGER_COMPILE_HINT` on the first line of every script of the browser's build (decision
 * 018). Each script the storefront fetches is fetched to run: the shell and the route as a page
 * starts, a route's code as the customer goes to it, a dialog's as it opens. Without the hint the
 * engine only skims a script as it arrives, and compiles each function on the main thread when it
 * is first called: during hydration, and during the first press that opens a dialog.
 *
 * It runs after every other step of the build, Vite's own included: Vite writes the list of a
 * chunk's lazily loaded files (`const __vite__mapDeps=…`) at the top of the chunk as the bundle is
 * generated, and a hint below that line is not read. The server's build is left as it is.
 */
export function eagerCompileHints(): Plugin {
  return {
    name: 'matjar:eager-compile-hints',
    apply: 'build',
    applyToEnvironment: (environment) => environment.name === 'client',
    generateBundle: {
      order: 'post',
      handler(_options, bundle) {
        for (const file of Object.values(bundle)) {
          if (file.type !== 'chunk' || !addEagerCompileHint(file) || !file.map) continue;
          const mapFile = bundle[`${file.fileName}.map`];
          if (mapFile?.type === 'asset') mapFile.source = JSON.stringify(file.map);
        }
      },
    },
  };
}
