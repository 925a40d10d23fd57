import {describe, expect, it} from 'vitest';
import {UNRECORDED_PUBLISHER_KEY, changelogAuthors, renderAuthorsYaml, renderReleaseMarkdown} from '../releaseMarkdown';
import {computeFacts} from '../releaseFacts.mjs';
import {fixtureReleases} from './__fixtures__/releases';

const routes = {basePath: '/changelog/', v2Path: '/changelog/v2/'};
const [newer, older] = fixtureReleases as [(typeof fixtureReleases)[0], (typeof fixtureReleases)[0]];
const newerWithFacts = {...newer, facts: computeFacts(older, newer)};

describe('renderReleaseMarkdown', () => {
  const markdown = renderReleaseMarkdown(newerWithFacts, older.version, ['A highlight.'], routes);

  it('writes front matter the blog plugin turns into /changelog/{version}/', () => {
    expect(markdown).toMatch(/^---\ntitle: "Docusaurus 3\.0\.0"\nslug: "3\.0\.0"\ndate: 2023-10-31\n/);
    expect(markdown).toContain('authors: ["release-bot"]');
  });

  it('keeps a short summary above the truncate marker', () => {
    const [summary] = markdown.split('<!-- truncate -->');
    expect(summary).toContain('Docusaurus 3.0.0 is a stable release.');
    expect(summary).toContain('4 `@docusaurus/*` packages were published');
    expect(summary).not.toContain('## ');
  });

  it('states the facts against the previous release', () => {
    expect(markdown).toContain(
      'Listed for this version but not for 3.0.0-rc.1: `@docusaurus/faster`, `@docusaurus/tsconfig`.',
    );
    expect(markdown).toContain('Listed for 3.0.0-rc.1 but not for this version: `@docusaurus/migrate`.');
    expect(markdown).toContain('changes from `>=16.14` to `>=18.0`');
    expect(markdown).toContain('React (`react`) moves to a new major version: `^16.8.4 || ^17.0.0` becomes `^18.0.0`.');
    expect(markdown).toContain('Rspack (`@rspack/core`) is declared for the first time: `^1.0.14`.');
  });

  it('adds highlights, the package list and feed links', () => {
    expect(markdown).toContain('## Highlights\n\n- A highlight.');
    expect(markdown).toContain('## Packages (4)');
    expect(markdown).toContain('[RSS feed](pathname:///changelog/rss.xml)');
    expect(markdown).toContain('[Atom feed](pathname:///changelog/atom.xml)');
  });

  it('links 2.x releases to the V2 changelog only', () => {
    const v2 = renderReleaseMarkdown({...older, version: '2.4.3'}, null, undefined, routes);
    expect(v2).toContain('[V2 changelog](/changelog/v2/)');
    expect(markdown).not.toContain('V2 changelog');
  });

  it('uses the right article for the channel', () => {
    const alpha = renderReleaseMarkdown({...older, version: '2.0.0-alpha.19'}, null, undefined, routes);
    expect(alpha).toContain('Docusaurus 2.0.0-alpha.19 is an alpha release.');
    const rc = renderReleaseMarkdown(older, null, undefined, routes);
    expect(rc).toContain('Docusaurus 3.0.0-rc.1 is a release candidate.');
  });

  it('says when the exact day is unknown', () => {
    const bounded = renderReleaseMarkdown({...newer, dateSource: 'upper-bound'}, null, undefined, routes);
    expect(bounded).toContain('Published on or before October 31, 2023');
  });

  it('uses the placeholder author when the publisher is not recorded', () => {
    const unrecorded = renderReleaseMarkdown(older, null, undefined, routes);
    expect(unrecorded).toContain(`authors: ["${UNRECORDED_PUBLISHER_KEY}"]`);
    expect(unrecorded).toContain('does not record who published this version');
  });
});

describe('changelog authors', () => {
  it('has one author per publisher plus the placeholder, each with a page', () => {
    const authors = changelogAuthors([newer, older, {...newer, version: '3.0.1'}]);
    expect(authors.map((author) => author.key)).toEqual(['release-bot', UNRECORDED_PUBLISHER_KEY]);
    const yaml = renderAuthorsYaml(authors);
    expect(yaml).toContain('"release-bot":\n  name: "release-bot"');
    expect(yaml).toContain('url: "https://www.npmjs.com/~release-bot"');
    expect(yaml.match(/page: true/g)).toHaveLength(2);
  });
});
