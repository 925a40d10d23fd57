import {describe, expect, it} from 'vitest';
import {versionsPageData, type VersionLink} from '../versions';

const target = (link: VersionLink) => ('to' in link ? link.to : link.href);

describe('versions page data', () => {
  const data = versionsPageData();

  it('starts with Canary, served at the docs root', () => {
    expect(data.next.name).toBe('Canary');
    expect(target(data.next.docs)).toBe('/docs/');
  });

  it('gives the latest release its docs, our release post and the GitHub release', () => {
    expect(data.latest.name).toBe('3.6.1');
    expect(data.latest.docs).toEqual({label: 'Documentation', to: '/docs/3.6.1/'});
    expect(data.latest.notes.map(target)).toEqual([
      '/blog/releases/3.6/',
      'https://github.com/facebook/docusaurus/releases/tag/v3.6.1',
    ]);
  });

  it('lists 3.5.2 on this site, then the archived versions on external sites', () => {
    expect(data.past.map((row) => row.name)).toEqual(['3.5.2', '2.3.1', '2.2.0', '2.1.0', '2.0.1', '1.x.x']);
    expect(data.past[0]!.docs).toEqual({label: 'Documentation', to: '/docs/3.5.2/'});
    for (const row of data.past.slice(1)) {
      expect(target(row.docs)).toMatch(/^https:\/\//);
    }
    expect(data.past.find((row) => row.name === '2.0.1')!.notes.map(target)).toEqual([
      'https://github.com/facebook/docusaurus/releases/tag/v2.0.1',
    ]);
    expect(data.past.find((row) => row.name === '1.x.x')!.notes).toEqual([]);
  });
});
