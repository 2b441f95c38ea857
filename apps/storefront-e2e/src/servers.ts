import { type ChildProcess, spawn } from 'node:child_process';
import { join } from 'node:path';

/** The repository's root. */
export const root = new URL('../../..', import.meta.url).pathname;

/** Waits until a server answers `url` with a success, for at most 30 s. */
export async function waitForServer(url: string): Promise<void> {
  const deadline = Date.now() + 30_000;
  while (Date.now() < deadline) {
    const ready = await fetch(url).then(
      (response) => response.ok,
      () => false,
    );
    if (ready) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`${url} did not answer within 30 s`);
}

/** Starts one of the built servers of the repository (`apps/…/main.js`) with extra environment. */
export function startServer(script: string, env: Record<string, string>): ChildProcess {
  return spawn(process.execPath, [join(root, script)], {
    env: { ...process.env, ...env },
    stdio: 'ignore',
  });
}
