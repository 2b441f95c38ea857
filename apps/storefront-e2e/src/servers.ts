import { type ChildProcess, spawn } from 'node:child_process';
import { openSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** The repository's root. */
export const root = new URL('../../..', import.meta.url).pathname;

/** Waits until a server answers `url` with a success, for at most 90 s. */
export async function waitForServer(url: string): Promise<void> {
  const deadline = Date.now() + 90_000;
  while (Date.now() < deadline) {
    const ready = await fetch(url).then(
      (response) => response.ok,
      () => false,
    );
    if (ready) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`${url} did not answer within 90 s`);
}

/**
 * Starts one of the built servers of the repository (`apps/…/main.js`) with extra environment. Its
 * output goes to a log in the run's folder, which the global teardown reads for bearer tokens.
 */
export function startServer(script: string, env: Record<string, string>): ChildProcess {
  const runDir = process.env['MATJAR_E2E_RUN_DIR'] ?? tmpdir();
  const name = `${script.split('/')[1] ?? 'server'}-${env['PORT'] ?? 'server'}.log`;
  const log = openSync(join(runDir, name), 'a');
  return spawn(process.execPath, [join(root, script)], {
    env: { ...process.env, ...env },
    stdio: ['ignore', log, log],
  });
}
