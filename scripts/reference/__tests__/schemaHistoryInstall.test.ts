// What the schema history installs for each release, and when it reuses an install.
import {mkdirSync, mkdtempSync, rmSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {afterAll, describe, expect, it} from 'vitest';
import {schemaHistory} from '@site/src/data/reference/history/all';
import {isInstalled} from '../history/install.mjs';
import {HISTORY_RELEASES, packagesOf} from '../history/releases.mjs';

describe('schema history installs', () => {
  it('installs each package from the first minor line that published it', () => {
    const names = (release: string) => Object.keys(packagesOf(release));
    expect(names('2.2.0')).not.toContain('@docusaurus/plugin-google-tag-manager');
    expect(names('2.3.1')).toContain('@docusaurus/plugin-google-tag-manager');
    expect(names('3.6.3')).not.toContain('@docusaurus/plugin-svgr');
    // The registry has plugin-rsdoctor from 3.6.3 only, plugin-vercel-analytics from 3.3.2.
    expect(names('3.6.1')).not.toContain('@docusaurus/plugin-rsdoctor');
    expect(names('3.6.3')).toContain('@docusaurus/plugin-rsdoctor');
    expect(names('3.3.2')).toContain('@docusaurus/plugin-vercel-analytics');
    expect(Object.values(packagesOf('2.0.1'))).toEqual(names('2.0.1').map(() => '2.0.1'));
  });

  it('dates the options of a package that did not exist yet to the release that brought it', () => {
    const firstRelease = (sourceId: string) =>
      Object.values(schemaHistory.sources[sourceId].options)
        .map(({added}) => added)
        .sort((a, b) => HISTORY_RELEASES.indexOf(a) - HISTORY_RELEASES.indexOf(b))[0];
    expect(firstRelease('plugin-google-tag-manager')).toBe('2.3.1');
    expect(firstRelease('theme-mermaid')).toBe('2.2.0');
    expect(firstRelease('plugin-svgr')).toBe('3.7.0');
    expect(firstRelease('plugin-rsdoctor')).toBe('3.6.3');
  });

  const scratch = mkdtempSync(path.join(tmpdir(), 'schema-history-'));
  afterAll(() => rmSync(scratch, {recursive: true, force: true}));

  /** A fake install of `release` holding the given packages at the given versions. */
  function fakeInstall(release: string, versions: Record<string, string>): string {
    const dir = path.join(scratch, release);
    for (const [name, version] of Object.entries(versions)) {
      mkdirSync(path.join(dir, 'node_modules', name), {recursive: true});
      writeFileSync(path.join(dir, 'node_modules', name, 'package.json'), JSON.stringify({name, version}));
    }
    return dir;
  }

  it('reuses an install only when every package is there at the exact release', () => {
    expect(isInstalled(fakeInstall('2.1.0', packagesOf('2.1.0')), '2.1.0')).toBe(true);
    const [first, ...rest] = Object.keys(packagesOf('2.2.0'));
    const oneMissing = Object.fromEntries(rest.map((name) => [name, '2.2.0']));
    expect(isInstalled(fakeInstall('2.2.0', oneMissing), '2.2.0')).toBe(false);
    const wrongVersion = {...packagesOf('2.3.1'), [first]: '2.3.0'};
    expect(isInstalled(fakeInstall('2.3.1', wrongVersion), '2.3.1')).toBe(false);
  });
});
