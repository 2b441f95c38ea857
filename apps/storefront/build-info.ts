import { execFileSync } from 'node:child_process';

export interface BuildInfo {
  id: string;
  time: string;
}

/**
 * The identity of this build: the `BUILD_ID` environment variable, else the commit and the time.
 * Kept in the process environment so the client and server bundles, built one after the other in
 * one process, carry the same id.
 */
export function buildInfo(): BuildInfo {
  const known = process.env['MATJAR_BUILD_INFO'];
  if (known) return JSON.parse(known) as BuildInfo;
  const time = new Date().toISOString();
  let id = process.env['BUILD_ID'];
  if (!id) {
    let commit = 'local';
    try {
      commit = execFileSync('git', ['rev-parse', '--short', 'HEAD'], { encoding: 'utf8' }).trim();
    } catch {
      // Outside a git checkout the time alone identifies the build.
    }
    id = `${commit}-${time.replace(/\D/g, '').slice(0, 14)}`;
  }
  const info = { id, time };
  process.env['MATJAR_BUILD_INFO'] = JSON.stringify(info);
  return info;
}
