import path from 'node:path';
import {compile} from '@mdx-js/mdx';
import {describe, expect, it} from 'vitest';
import referenceData, {docsVersionOfFile, type ReferenceDataOptions} from '..';
import type {ReferenceManifest} from '../../../data/reference/types';
import type {SchemaHistory} from '../../../data/reference/history/types';

const siteDir = path.resolve('/site');
const manifest: ReferenceManifest = {
  versions: {
    current: {release: '3.7.0', sources: {config: 'config/3.6.1', 'theme-config': 'theme-config/3.7.0'}},
    '3.6.1': {release: '3.6.1', sources: {config: 'config/3.6.1', 'theme-config': 'theme-config/3.5.2'}},
  },
};

async function compilePage(file: string, body: string, options: Partial<ReferenceDataOptions> = {}): Promise<string> {
  const output = await compile(
    {path: path.join(siteDir, file), value: body},
    {remarkPlugins: [[referenceData, {siteDir, manifest, ...options}]]},
  );
  return String(output);
}

const page = `
import ReferenceTable, {ReferenceOption} from '@site/src/components/ReferenceTable';

<ReferenceTable source="config">
  <ReferenceOption name="url">Where the site lives.</ReferenceOption>
</ReferenceTable>

<ReferenceTable source="theme-config">
  <ReferenceOption name="navbar">The top bar.</ReferenceOption>
</ReferenceTable>

<ReferenceTable source="config">
  <ReferenceOption name="title">The site name.</ReferenceOption>
</ReferenceTable>
`;

describe('reference-data remark plugin', () => {
  it('reads the docs version from the file path', () => {
    expect(docsVersionOfFile(siteDir, path.join(siteDir, 'docs/api/x.mdx'))).toBe('current');
    expect(docsVersionOfFile(siteDir, path.join(siteDir, 'versioned_docs/version-3.5.2/api/x.mdx'))).toBe('3.5.2');
    expect(
      docsVersionOfFile(siteDir, path.join(siteDir, 'i18n/fr/docusaurus-plugin-content-docs/version-3.6.1/x.mdx')),
    ).toBe('3.6.1');
    expect(docsVersionOfFile(siteDir, path.join(siteDir, 'i18n/fr/docusaurus-plugin-content-docs/current/x.mdx'))).toBe(
      'current',
    );
    expect(docsVersionOfFile(siteDir, path.join(siteDir, 'community/x.mdx'))).toBeUndefined();
  });

  it('imports only the modules of the page version, once each, and passes them to the tables', async () => {
    const canary = await compilePage('docs/api/themes/x.mdx', page);
    expect(canary).toContain('import __referenceSource0 from "@site/src/data/reference/sources/config/3.6.1"');
    expect(canary).toContain('import __referenceSource1 from "@site/src/data/reference/sources/theme-config/3.7.0"');
    expect(canary.match(/from "@site\/src\/data\/reference/g)).toHaveLength(2);
    expect(canary).toContain('data: __referenceSource1');
    expect(canary).toContain('release: "3.7.0"');

    const older = await compilePage('versioned_docs/version-3.6.1/api/themes/x.mdx', page);
    expect(older).toContain('"@site/src/data/reference/sources/theme-config/3.5.2"');
    expect(older).not.toContain('theme-config/3.7.0');
    expect(older).toContain('version: "3.6.1"');
  });

  it('passes each table the history of the rows it names, as of the page release', async () => {
    const history: SchemaHistory = {
      releases: ['2.0.1', '3.4.0', '3.6.1', '3.7.0'],
      sources: {
        config: {
          package: '@docusaurus/core',
          options: {url: {added: '2.0.1', removed: '3.7.0'}, title: {added: '3.4.0'}, other: {added: '3.4.0'}},
        },
      },
    };
    const compileWith = (file: string) => compilePage(file, page, {history, renames: []});
    const canary = await compileWith('docs/api/x.mdx');
    // Only the rows the table names: `other` is not on the page.
    expect(canary).toContain('history: {}');
    expect(canary).toMatch(/history: \{\s*"title": \{\s*"added": "3.4"\s*\}\s*\}/);
    expect(canary).not.toContain('"other"');
    const older = await compileWith('versioned_docs/version-3.6.1/api/x.mdx');
    expect(older).toMatch(/history: \{\s*"url": \{\s*"removed": "3.7"\s*\}\s*\}/);
  });

  it('leaves pages without tables alone', async () => {
    const output = await compilePage('docs/intro.mdx', '# Hello\n\nNo tables here.');
    expect(output).not.toContain('data/reference');
  });

  it('fails the build on an unknown source, an unknown version or a page outside the docs', async () => {
    await expect(compilePage('docs/x.mdx', '<ReferenceTable source="plugin-nope" />')).rejects.toThrow(
      /no reference source "plugin-nope" in docs version "current"/,
    );
    await expect(compilePage('versioned_docs/version-9.9.9/x.mdx', page)).rejects.toThrow(
      /no reference data for docs version "9.9.9".*generate\.mjs/,
    );
    await expect(compilePage('community/x.mdx', page)).rejects.toThrow(/main docs instance/);
  });
});
