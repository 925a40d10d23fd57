import {mkdirSync, mkdtempSync, readFileSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {
  docIdsIn,
  pruneSidebarItems,
  releasedVersions,
  sidebarsForVersion,
  versionedSidebarsPath,
} from '../../scripts/sync-versioned-sidebars.mjs';

describe('versioned sidebars', () => {
  it.each(releasedVersions())(
    'version %s is the canary sidebars minus pages it lacks (run scripts/sync-versioned-sidebars.mjs)',
    (version) => {
      const versioned = JSON.parse(readFileSync(versionedSidebarsPath(version), 'utf8'));
      expect(versioned).toEqual(JSON.parse(JSON.stringify(sidebarsForVersion(version))));
    },
  );
});

describe('pruneSidebarItems', () => {
  const existing = new Set(['intro', 'api/plugins/overview', 'api/plugins/plugin-sitemap']);

  it('drops doc ids the version does not have, in every item form', () => {
    const sidebar = [
      'intro',
      'api/plugins/plugin-rsdoctor',
      {type: 'doc', id: 'api/plugins/plugin-svgr'},
      {type: 'ref', id: 'intro'},
      {type: 'link', label: 'Changelog', href: '/changelog/'},
      {
        type: 'category',
        label: 'Plugins',
        link: {type: 'doc', id: 'api/plugins/overview'},
        items: ['api/plugins/plugin-rsdoctor', 'api/plugins/plugin-sitemap'],
      },
      {Shorthand: ['intro', 'missing']},
    ];
    expect(pruneSidebarItems(sidebar, existing)).toEqual([
      'intro',
      {type: 'ref', id: 'intro'},
      {type: 'link', label: 'Changelog', href: '/changelog/'},
      {
        type: 'category',
        label: 'Plugins',
        link: {type: 'doc', id: 'api/plugins/overview'},
        items: ['api/plugins/plugin-sitemap'],
      },
      {Shorthand: ['intro']},
    ]);
  });

  it('removes a missing link doc, and a category left empty', () => {
    const sidebar = [
      {type: 'category', label: 'New', link: {type: 'doc', id: 'gone'}, items: ['intro']},
      {type: 'category', label: 'Empty', link: {type: 'doc', id: 'gone'}, items: ['also-gone']},
      {type: 'category', label: 'Index', link: {type: 'generated-index'}, items: ['also-gone']},
    ];
    expect(pruneSidebarItems(sidebar, existing)).toEqual([
      {type: 'category', label: 'New', items: ['intro']},
      {type: 'category', label: 'Index', link: {type: 'generated-index'}, items: []},
    ]);
  });

  it('keeps key order, so an unchanged sidebar is unchanged', () => {
    const sidebar = {api: [{type: 'category', label: 'P', link: {type: 'doc', id: 'intro'}, items: ['intro']}]};
    expect(JSON.stringify(pruneSidebarItems(sidebar, existing))).toBe(JSON.stringify(sidebar));
  });
});

describe('docIdsIn', () => {
  it('derives ids like the docs plugin', () => {
    const folder = mkdtempSync(path.join(tmpdir(), 'sidebar-ids-'));
    mkdirSync(path.join(folder, 'api', '01-plugins'), {recursive: true});
    writeFileSync(path.join(folder, 'api', '01-plugins', 'rsdoctor.mdx'), '---\nid: plugin-rsdoctor\n---\nText');
    writeFileSync(path.join(folder, '02-intro.md'), 'Text');
    writeFileSync(path.join(folder, '_partial.mdx'), 'Not a doc');
    expect(docIdsIn(folder).sort()).toEqual(['api/plugins/plugin-rsdoctor', 'intro']);
  });
});
