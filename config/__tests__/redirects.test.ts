import {existsSync} from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {redirects} from '../redirects';
import communitySidebars from '../../sidebars/community';

const communityDir = path.resolve(import.meta.dirname, '../../community');

/** Every `from` of the config, flattened. */
const allFroms = redirects.flatMap((redirect) => (Array.isArray(redirect.from) ? redirect.from : [redirect.from]));

describe('redirects', () => {
  it('send each old docs path of a community page, stable and next, to that page', () => {
    for (const page of ['support', 'team', 'resources']) {
      for (const from of [`/docs/${page}/`, `/docs/next/${page}/`]) {
        const redirect = redirects.find((candidate) => [candidate.from].flat().includes(from));
        expect(redirect?.to, from).toBe(`/community/${page}/`);
      }
    }
  });

  it('only target community pages that exist in the community sidebar and on disk', () => {
    const sidebarPages = new Set(communitySidebars.community as string[]);
    const communityTargets = redirects
      .map((redirect) => new URL(redirect.to, 'https://example.com').pathname)
      .filter((pathname) => pathname.startsWith('/community/'));
    expect(communityTargets.length).toBeGreaterThan(0);
    for (const pathname of communityTargets) {
      const page = pathname.split('/')[2]!;
      expect(sidebarPages.has(page), pathname).toBe(true);
      expect(
        [`${page}.md`, `${page}.mdx`].some((file) => existsSync(path.join(communityDir, file))),
        pathname,
      ).toBe(true);
    }
  });

  it('use trailing-slash paths as sources and never redirect one source twice', () => {
    for (const from of allFroms) {
      expect(from, from).toMatch(/^\/.*\/$/);
    }
    expect(new Set(allFroms).size).toBe(allFroms.length);
  });

  it('include test redirects to a query string, an anchor and an absolute URL under /home/', () => {
    const homeTargets = redirects.filter((redirect) =>
      [redirect.from].flat().some((from) => from.startsWith('/home/')),
    );
    expect(homeTargets.some((redirect) => redirect.to.includes('?'))).toBe(true);
    expect(homeTargets.some((redirect) => redirect.to.includes('#'))).toBe(true);
    expect(homeTargets.some((redirect) => /^https:\/\//.test(redirect.to))).toBe(true);
  });
});
