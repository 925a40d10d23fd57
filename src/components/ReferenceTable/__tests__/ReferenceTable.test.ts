import {createElement} from 'react';
import {renderToStaticMarkup} from 'react-dom/server';
import {describe, expect, it} from 'vitest';
import ReferenceTable, {ReferenceOption} from '..';
import {getReferenceSource} from '../../../data/reference/all';

describe('ReferenceTable', () => {
  const data = getReferenceSource('3.6.1', 'config');
  const render = (...names: string[]) =>
    renderToStaticMarkup(
      createElement(ReferenceTable, {
        source: 'config',
        data,
        release: '3.6.1',
        version: '3.6.1',
        children: names.map((name) => createElement(ReferenceOption, {key: name, name, children: `About ${name}.`})),
      }),
    );

  it('renders name, type and default from the data and the description from the page', () => {
    const html = render('url', 'onBrokenLinks');
    expect(html).toMatch(/onBrokenLinks<\/code><\/td><td><code[^>]*>&quot;ignore&quot; \| &quot;log&quot;/);
    expect(html).toContain('About url.');
    expect(html).toContain('@docusaurus/core@3.6.1');
    expect(html).toContain('aria-label="config options url to onBrokenLinks"');
  });

  it('renders the history of a row as text above its description', () => {
    const html = renderToStaticMarkup(
      createElement(ReferenceTable, {
        source: 'config',
        data,
        release: '3.6.1',
        version: '3.6.1',
        history: {
          url: {added: '3.4', changes: [{line: '3.5', kind: 'default', from: null, to: '"x"'}]},
          title: {removed: '3.7', renamedTo: 'name'},
          tagline: {changes: [{line: '3.6', kind: 'default', from: '{…}', to: '{…}'}]},
          favicon: {changes: [{line: '3.0', kind: 'type', from: 'x'.repeat(30), to: 'y'.repeat(30)}]},
        },
        children: ['url', 'title', 'tagline', 'favicon', 'baseUrl'].map((name) =>
          createElement(ReferenceOption, {key: name, name, children: `About ${name}.`}),
        ),
      }),
    );
    const cells = [...html.matchAll(/<td>(?:(?!<\/td>).)*<\/td>/g)].map(([cell]) => cell.replace(/<[^>]+>/g, ''));
    expect(cells).toContain('Added in 3.4Default changed in 3.5: none → &quot;x&quot;About url.');
    expect(cells).toContain('Renamed to name in 3.7About title.');
    expect(cells).toContain('Default changed in 3.6.About tagline.');
    // Long values fold into a <details> whose summary says what changed.
    expect(html).toMatch(
      /<details[^>]*><summary>Type changed in 3.0<\/summary><code>x{30}<\/code> → <code>y{30}<\/code><\/details><\/div>About favicon./,
    );
    expect(cells).toContain('About baseUrl.');
  });

  it('throws on a name the schema does not know, so the build fails', () => {
    expect(() => render('url', 'urll')).toThrow('"urll" is not an option of config in docs version 3.6.1');
  });

  it('throws when the remark plugin did not give it data', () => {
    expect(() => renderToStaticMarkup(createElement(ReferenceTable, {source: 'config', children: null}))).toThrow(
      /has no data/,
    );
  });
});
