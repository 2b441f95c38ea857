#!/usr/bin/env node
// What the next release of the @matjar libraries would be, changing nothing: each package's next
// version (one version for all, from the conventional commits since the last release) and the
// changelog `nx release` would write. The release itself is `npx nx release` (see
// docs/releasing.md); this preview runs in `npm test`.
//
// The last release is the latest `v*` tag; without one (before the first release, or in a clone
// without tags) it is the last `chore(release): publish` commit, and the versions are those on
// disk, as a first release takes them.
import { execFileSync } from 'node:child_process';
import { releaseChangelog, releaseVersion } from 'nx/release';

const git = (...args) => {
  try {
    return execFileSync('git', args, {
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
    }).trim();
  } catch {
    return '';
  }
};

const tag = git('describe', '--tags', '--abbrev=0', '--match', 'v*');
const releaseCommit = git('log', '-1', '--format=%H', '--grep=^chore(release): publish');
const from = tag || releaseCommit || undefined;
const firstRelease = !tag;
if (from && git('rev-parse', `${from}^{commit}`) === git('rev-parse', 'HEAD')) {
  console.log(`HEAD is the release ${tag || 'commit'}: nothing to release yet`);
  process.exit(0);
}
console.log(
  tag
    ? `last release: ${tag}`
    : releaseCommit
      ? `no release tag here; changes since the release commit ${releaseCommit.slice(0, 10)}`
      : 'no release yet: the whole history',
);

const { workspaceVersion, projectsVersionData, releaseGraph } = await releaseVersion({
  dryRun: true,
  firstRelease,
  verbose: false,
  gitCommit: false,
  gitTag: false,
  stageChanges: false,
});
const changelog = await releaseChangelog({
  version: workspaceVersion,
  versionData: projectsVersionData,
  dryRun: true,
  // From a release commit the changelog starts there; only with no release at all is it the
  // whole history.
  firstRelease: firstRelease && !from,
  from,
  gitCommit: false,
  gitTag: false,
  stageChanges: false,
  releaseGraph,
});

console.log('\nnext versions:');
for (const [project, data] of Object.entries(projectsVersionData)) {
  console.log(`  ${project}: ${data.currentVersion} → ${data.newVersion ?? '(unchanged)'}`);
}
if (!changelog.workspaceChangelog) throw new Error('the release preview produced no changelog');
console.log(`\nchangelog previewed for ${changelog.workspaceChangelog.releaseVersion.rawVersion}`);
