// What `@docusaurus/router` resolves to in the site's bundles.
import {matchPath} from '@docusaurus/core/lib/client/exports/router.js';
import {describe, expect, it} from 'vitest';
import {docPathKey, docsById, findDoc} from '../client/docPathIndex';

interface Doc {
  id: string;
  path: string;
}

const version = (name: string, paths: string[]) => ({
  name,
  docs: paths.map((path, index): Doc => ({id: `doc-${index}`, path})),
});

/** The docs plugin's own search (plugin-content-docs lib/client/docsClientUtils.js, getActiveDocContext). */
const routerFind = (pathname: string) => (v: {docs: readonly Doc[]}) =>
  v.docs.find((doc) => Boolean(matchPath(pathname, {path: doc.path, exact: true, strict: false})));

describe('findDoc', () => {
  const plain = version('current', [
    '/docs/',
    '/docs/installation/',
    '/docs/api/plugins/@docusaurus/plugin-content-docs/',
    '/docs/Upper-Case/',
    '/docs/no-slash',
    '/docs/3.6.1/cli/',
    '/docs/a.b/',
    '/docs/installation/', // a duplicate: the first one wins, as with find
    '/docs/tutorial/intro/',
  ]);

  it('finds what the router matcher finds, for every doc path and its variants, and misses what it misses', () => {
    const pathnames = plain.docs.flatMap(({path}) => [
      path,
      path.endsWith('/') ? path.slice(0, -1) : `${path}/`,
      path.toUpperCase(),
      `${path}extra/`,
      `${path}/`,
      path.replace('/docs/', '/doc/'),
    ]);
    pathnames.push('/', '', '/docs', '/docs//', '/docs/installation//', '/docs/a-b/', '/docs/\u212Aey/', '/docs/(x)/');
    for (const pathname of pathnames) {
      expect(findDoc(plain, pathname, routerFind(pathname)), pathname).toBe(routerFind(pathname)(plain));
    }
    expect(findDoc(plain, '/docs/installation', routerFind('/docs/installation'))).toBe(plain.docs[1]);
  });

  it("leaves a version with a path the router's pattern syntax reads to the router's search", () => {
    const withParameter = version('next', ['/docs/:slug/', '/docs/intro/']);
    let asked = 0;
    const fallback = (v: typeof withParameter) => {
      asked += 1;
      return routerFind('/docs/anything/')(v);
    };
    expect(findDoc(withParameter, '/docs/anything/', fallback)).toBe(withParameter.docs[0]);
    expect(asked).toBe(1);
  });

  it('leaves a pathname outside printable ASCII to the router (lower-casing and the matcher can differ there)', () => {
    let asked = 0;
    findDoc(plain, '/docs/\u212Aey/', () => {
      asked += 1;
      return undefined;
    });
    expect(asked).toBe(1);
  });
});

describe('docPathKey', () => {
  it('ignores letter case and one trailing slash', () => {
    expect(docPathKey('/Docs/Intro/')).toBe('/docs/intro');
    expect(docPathKey('/docs/intro')).toBe('/docs/intro');
    expect(docPathKey('/')).toBe('/');
  });
});

describe('docsById', () => {
  it("gives each version's doc with the id, by version name", () => {
    const a = version('current', ['/docs/x/', '/docs/y/']);
    const b = version('3.6.1', ['/docs/3.6.1/x/']);
    expect(docsById([a, b], 'doc-0')).toEqual({current: a.docs[0], '3.6.1': b.docs[0]});
    expect(docsById([a, b], 'doc-1')).toEqual({current: a.docs[1]});
    expect(docsById([a, b], 'nope')).toEqual({});
  });
});
