import {readFileSync} from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {archivedVersions} from '../archivedVersions';
import {builtVersions, latestStableVersion, pastBuiltVersions} from '../versions';

const root = path.resolve(import.meta.dirname, '../../..');

describe('docs versions', () => {
  it('builds 3.6.1 and 3.5.2, newest first, each with its own docs folder and sidebars', () => {
    expect(builtVersions).toEqual(['3.6.1', '3.5.2']);
    expect(latestStableVersion).toBe('3.6.1');
    expect(pastBuiltVersions).toEqual(['3.5.2']);
    for (const version of builtVersions) {
      expect(() =>
        readFileSync(path.join(root, 'versioned_sidebars', `version-${version}-sidebars.json`)),
      ).not.toThrow();
    }
  });

  it('lists the archived versions in the navbar order the spec gives', () => {
    expect(archivedVersions.map((v) => v.name)).toEqual(['2.3.1', '2.2.0', '2.1.0', '2.0.1', '1.x.x']);
    for (const version of archivedVersions) {
      expect(version.docsUrl).toMatch(/^https:\/\//);
    }
  });
});
