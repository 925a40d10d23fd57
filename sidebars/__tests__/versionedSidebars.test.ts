import {readFileSync} from 'node:fs';
import {describe, expect, it} from 'vitest';
import {loadCanarySidebars, releasedVersions, versionedSidebarsPath} from '../../scripts/sync-versioned-sidebars.mjs';

describe('versioned sidebars', () => {
  it.each(releasedVersions())(
    'version %s mirrors the canary sidebars (run scripts/sync-versioned-sidebars.mjs)',
    (version) => {
      const versioned = JSON.parse(readFileSync(versionedSidebarsPath(version), 'utf8'));
      expect(versioned).toEqual(JSON.parse(JSON.stringify(loadCanarySidebars())));
    },
  );
});
