// Writes versioned_sidebars/version-<v>-sidebars.json for every released
// version from the canary sidebars (sidebars/docs.ts). All three doc versions
// share one page set, so their sidebars are the same; run this after editing
// sidebars/*.ts. A unit test fails when the JSON files are out of date.
import {writeFileSync, readFileSync} from 'node:fs';
import path from 'node:path';
import {createRequire} from 'node:module';

const root = path.resolve(import.meta.dirname, '..');
const require = createRequire(import.meta.url);
const jiti = require('jiti')(import.meta.filename, {interopDefault: true});

export function loadCanarySidebars() {
  return jiti(path.join(root, 'sidebars', 'docs.ts'));
}

export function versionedSidebarsPath(version) {
  return path.join(root, 'versioned_sidebars', `version-${version}-sidebars.json`);
}

export function releasedVersions() {
  return JSON.parse(readFileSync(path.join(root, 'versions.json'), 'utf8'));
}

if (process.argv[1] === import.meta.filename) {
  const sidebars = loadCanarySidebars();
  for (const version of releasedVersions()) {
    writeFileSync(versionedSidebarsPath(version), `${JSON.stringify(sidebars, null, 2)}\n`);
    console.log(`wrote ${path.relative(root, versionedSidebarsPath(version))}`);
  }
}
