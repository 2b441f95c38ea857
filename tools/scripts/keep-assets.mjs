#!/usr/bin/env node
// Keeps the client assets of the storefront's last builds servable by the newest one, so that a
// page a customer opened before a deploy still loads the code it asks for afterwards (a route's
// chunk, a dialog's) from whichever replica answers. Runs last in the storefront's build target:
//   node tools/scripts/keep-assets.mjs [build folder]
//
// Each build's own `client/assets` files are copied into an archive beside the build folder
// (`MATJAR_BUILDS_ARCHIVE`, default `.builds` next to it), which keeps the newest
// `MATJAR_KEEP_BUILDS` builds (default 3: this one and the two before). The files of the older
// builds there that this build lacks are then copied into its `client/assets`. Asset names carry
// a hash of their content, so a name two builds share is the same file and is never overwritten.
// `kept-assets.json` at the build's root (not served) records which files are the build's own.
import {
  cpSync,
  existsSync,
  mkdirSync,
  readFileSync,
  readdirSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { createHash } from 'node:crypto';
import { dirname, join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';

/** The record a build keeps at its root. */
export const RECORD = 'kept-assets.json';

/**
 * @typedef {{ own: string[], kept: string[], builds: string[] }} KeptAssets
 * `own`: the build's own asset files; `kept`: those copied from older builds; `builds`: the
 * archive's builds, newest first (this one first).
 */

/**
 * The names of a build's own files in `client/assets`: from its record once it has one (the folder
 * then also holds older builds' files), else every file there.
 * @param {string} buildDir
 * @returns {string[]}
 */
export function ownAssets(buildDir) {
  const record = join(buildDir, RECORD);
  if (existsSync(record)) {
    return /** @type {KeptAssets} */ (JSON.parse(readFileSync(record, 'utf8'))).own;
  }
  return readdirSync(join(buildDir, 'client/assets')).sort();
}

/**
 * Archives the build's own assets and adds the missing files of the archive's older builds to it.
 * Running it again on the same build changes nothing.
 * @param {{ buildDir: string, archive?: string, keep?: number }} options
 * @returns {KeptAssets}
 */
export function keepAssets({ buildDir, archive, keep = 3 }) {
  if (!Number.isInteger(keep) || keep < 1) throw new Error(`Keep at least one build, not ${keep}`);
  const assets = join(buildDir, 'client/assets');
  if (!existsSync(assets)) throw new Error(`${assets} does not exist: build the storefront first`);
  const archiveDir = archive ?? join(dirname(resolve(buildDir)), '.builds');
  const own = ownAssets(buildDir);
  const id = createHash('sha256').update(own.join('\n')).digest('hex').slice(0, 16);

  mkdirSync(archiveDir, { recursive: true });
  const indexFile = join(archiveDir, 'builds.json');
  /** @type {string[]} newest first */
  const archived = existsSync(indexFile)
    ? /** @type {string[]} */ (JSON.parse(readFileSync(indexFile, 'utf8')))
    : [];
  const target = join(archiveDir, id);
  if (!existsSync(target)) {
    mkdirSync(target);
    for (const file of own) cpSync(join(assets, file), join(target, file));
  }
  const builds = [id, ...archived.filter((other) => other !== id)].filter((build) =>
    existsSync(join(archiveDir, build)),
  );
  for (const old of builds.splice(keep)) rmSync(join(archiveDir, old), { recursive: true });
  writeFileSync(indexFile, `${JSON.stringify(builds, null, 2)}\n`);

  const present = new Set(readdirSync(assets));
  for (const build of builds.slice(1)) {
    for (const file of readdirSync(join(archiveDir, build))) {
      if (present.has(file)) continue;
      cpSync(join(archiveDir, build, file), join(assets, file));
      present.add(file);
    }
  }
  const ownSet = new Set(own);
  const record = {
    own,
    kept: [...present].filter((file) => !ownSet.has(file)).sort(),
    builds,
  };
  writeFileSync(join(buildDir, RECORD), `${JSON.stringify(record, null, 2)}\n`);
  return record;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const buildDir = resolve(process.argv[2] ?? 'build');
  const keepValue = process.env['MATJAR_KEEP_BUILDS'];
  const record = keepAssets({
    buildDir,
    archive: process.env['MATJAR_BUILDS_ARCHIVE'] || undefined,
    keep: keepValue ? Number(keepValue) : undefined,
  });
  console.log(
    `keep-assets: ${record.own.length} files of this build, ${record.kept.length} kept from ` +
      `${record.builds.length - 1} older build(s)`,
  );
}
