import {describe, expect, it} from 'vitest';
import {pageToHits} from '../client/hits';
import type {PagefindResultData} from '../client/pagefindTypes';
import {blogPost, installationPage} from './searchFixtures';

describe('pageToHits', () => {
  const hits = pageToHits(installationPage, 'scaffolding');

  it('puts the page first as a lvl1 hit, grouped under its sidebar category', () => {
    expect(hits[0]).toMatchObject({
      type: 'lvl1',
      url: '/docs/3.5.2/installation/',
      url_without_anchor: '/docs/3.5.2/installation/',
      anchor: null,
      hierarchy: {lvl0: 'Getting started', lvl1: 'Installation', lvl2: null},
    });
  });

  it('turns heading sections into sub-results with anchors, skipping the anchorless page section', () => {
    expect(hits.map((hit) => hit.url)).toEqual([
      '/docs/3.5.2/installation/',
      '/docs/3.5.2/installation/#scaffolding-a-project',
      '/docs/3.5.2/installation/#requirements',
    ]);
    expect(hits[1]).toMatchObject({
      type: 'lvl2',
      anchor: 'scaffolding-a-project',
      url_without_anchor: '/docs/3.5.2/installation/',
      hierarchy: {lvl0: 'Getting started', lvl1: 'Installation', lvl2: 'Scaffolding a project'},
    });
  });

  it('highlights the matching heading, and shows other sections by their highlighted excerpt', () => {
    expect(hits[1]!._snippetResult.hierarchy.lvl2.value).toBe('<mark>Scaffolding</mark> a project');
    expect(hits[1]!._snippetResult.hierarchy.lvl2.matchLevel).toBe('full');
    expect(hits[2]).toMatchObject({type: 'content', hierarchy: {lvl3: 'Requirements'}});
    expect(hits[2]!._snippetResult.content.value).toBe('Node.js 18 &lt;or newer&gt; before <mark>scaffolding</mark>');
    expect(hits[2]!.content).toBe('Node.js 18 &lt;or newer&gt; before scaffolding');
  });

  /**
   * DocSearch renders `_snippetResult.<field>.value || <field>` as HTML, and
   * stores recent and favourite searches without `_snippetResult`: the plain
   * fields are what a stored entry renders, so they must be escaped text too.
   */
  it('lists first the sections whose heading names the query, even past the first three', () => {
    const section = (heading: string, element = 'h2') => ({
      title: heading,
      url: `/docs/core/#${heading.toLowerCase()}`,
      excerpt: `uses <mark>useDocusaurusContext</mark> in ${heading}`,
      anchor: {element, id: heading.toLowerCase(), location: 1},
    });
    const core: PagefindResultData = {
      url: '/docs/core/',
      excerpt: 'The client API',
      meta: {title: 'Client API'},
      sub_results: [section('Components'), section('Hooks'), section('Routing'), section('useDocusaurusContext', 'h3')],
    };
    const urls = pageToHits(core, 'useDocusaurusContext').map((hit) => hit.url);
    expect(urls).toEqual([
      '/docs/core/',
      '/docs/core/#usedocusauruscontext',
      '/docs/core/#components',
      '/docs/core/#hooks',
    ]);
  });

  it('keeps markup of the indexed text out of the plain fields that recent searches render', () => {
    const page: PagefindResultData = {
      url: '/docs/docusaurus-core/',
      excerpt: 'Wrap it in &lt;BrowserOnly&gt; &amp; <mark>render</mark> &lt;img src=x onerror=alert(1)&gt;',
      meta: {title: 'Use <BrowserOnly> & co', lvl0: 'Docs <b>'},
      sub_results: [
        {
          title: '<img src=x onerror=alert(1)>',
          url: '/docs/docusaurus-core/#browseronly',
          excerpt: 'the &lt;BrowserOnly&gt; <mark>render</mark>',
          anchor: {element: 'h2', id: 'browseronly', location: 3},
        },
      ],
    };
    const [pageHit, sectionHit] = pageToHits(page, 'render');
    const {_highlightResult, _snippetResult, ...stored} = pageHit!;
    expect(_highlightResult && _snippetResult).toBeTruthy();
    expect(stored.hierarchy.lvl1).toBe('Use &lt;BrowserOnly&gt; &amp; co');
    expect(stored.hierarchy.lvl0).toBe('Docs &lt;b&gt;');
    expect(stored.content).toBe('Wrap it in &lt;BrowserOnly&gt; &amp; render &lt;img src=x onerror=alert(1)&gt;');
    expect(sectionHit!.hierarchy.lvl2).toBe('&lt;img src=x onerror=alert(1)&gt;');
    for (const hit of [pageHit!, sectionHit!]) {
      const plain = JSON.stringify({...hit, _highlightResult: undefined, _snippetResult: undefined});
      expect(plain).not.toMatch(/<[a-z]/i);
    }
    // Live results keep their <mark> highlighting, built from escaped text.
    expect(pageHit!._snippetResult.content.value).toBe(
      'Wrap it in &lt;BrowserOnly&gt; &amp; <mark>render</mark> &lt;img src=x onerror=alert(1)&gt;',
    );
  });

  it('escapes markup in titles instead of rendering it', () => {
    const [hit] = pageToHits({...blogPost, meta: {title: '<img src=x onerror=alert(1)> tips', lvl0: 'Blog'}}, 'tips');
    expect(hit!._highlightResult.hierarchy.lvl1.value).toBe('&lt;img src=x onerror=alert(1)&gt; <mark>tips</mark>');
  });
});
