import {describe, expect, it} from 'vitest';
import {docsVersions, proseWordCount, readDocs, referencedDocIds} from './docsCorpus';

const versions = docsVersions();
const pages = [
  ...versions.flatMap((version) => readDocs(version.folder).map((doc) => ({version: version.name, ...doc}))),
  // The community docs instance meets the same content bar.
  ...readDocs('community').map((doc) => ({version: 'community', ...doc})),
];
const pageLabel = (page: {version: string; relativePath: string}) => `${page.version}: ${page.relativePath}`;

/** Below this, a page cannot explain its subject; see the docs issue's content bar. */
const minimumProseWords = 150;

describe('docs sidebars', () => {
  it.each(versions.map((version) => [version.name, version] as const))(
    'every doc id in the %s sidebars exists in that version',
    (_name, version) => {
      const existingIds = new Set(readDocs(version.folder).map((doc) => doc.id));
      const referenced = Object.values(version.sidebars).flatMap(referencedDocIds);
      expect(referenced.length).toBeGreaterThan(0);
      expect(referenced.filter((id) => !existingIds.has(id))).toEqual([]);
    },
  );

  it('each version has the docs and api sidebars', () => {
    for (const version of versions) {
      expect(Object.keys(version.sidebars)).toEqual(expect.arrayContaining(['docs', 'api']));
    }
  });
});

describe('doc pages', () => {
  it('are found in every version', () => {
    for (const version of versions) {
      expect(pages.filter((page) => page.version === version.name).length).toBeGreaterThan(0);
    }
  });

  it.each(pages.map((page) => [pageLabel(page), page] as const))('%s has a title and a description', (_label, page) => {
    expect(typeof page.frontMatter.title === 'string' && page.frontMatter.title.trim()).toBeTruthy();
    expect(typeof page.frontMatter.description === 'string' && page.frontMatter.description.trim()).toBeTruthy();
  });

  it.each(pages.map((page) => [pageLabel(page), page] as const))(
    `%s has at least ${minimumProseWords} words of prose`,
    (_label, page) => {
      expect(proseWordCount(page.body)).toBeGreaterThanOrEqual(minimumProseWords);
    },
  );
});
