import {Fragment, createElement as h, createRef, type ReactNode} from 'react';
import {describe, expect, it} from 'vitest';
import {
  isExternalLink,
  isInlineCode,
  isRoutedMarkdownLink,
  isSamePageAnchor,
  isStaticMarkup,
  type PureComponents,
} from '../staticMarkup';

function InlineCode(props: {children?: ReactNode}) {
  return h('code', props);
}
function Link(props: {href: string; children?: ReactNode}) {
  return h('a', props);
}
const pure: PureComponents = new Map([[InlineCode, isInlineCode]]);

describe('isStaticMarkup', () => {
  it('accepts text, HTML elements, fragments and pure components, however deep', () => {
    expect(isStaticMarkup('text', pure)).toBe(true);
    expect(isStaticMarkup([null, false, 3, 'a'], pure)).toBe(true);
    expect(
      isStaticMarkup(
        [
          'Run ',
          h(InlineCode, {key: '1'}, 'npm run build'),
          h(Fragment, {key: '2'}, h('strong', null, 'then ', h('em', null, 'serve'))),
          h('input', {key: '3', type: 'checkbox', checked: true, disabled: true, readOnly: true}),
          h('span', {key: '4', style: {color: 'red'}}),
        ],
        pure,
      ),
    ).toBe(true);
  });

  it('refuses a component it does not know, a handler, a ref or a render function, however deep', () => {
    expect(isStaticMarkup(h(Link, {href: '/docs/'}, 'docs'), pure)).toBe(false);
    expect(isStaticMarkup(h('em', null, 'see ', h(Link, {href: '/docs/'}, 'docs')), pure)).toBe(false);
    expect(isStaticMarkup(h('button', {onClick: () => undefined}, 'go'), pure)).toBe(false);
    expect(isStaticMarkup(h('span', {ref: createRef()}), pure)).toBe(false);
    expect(isStaticMarkup(h('span', null, (() => 'x') as unknown as ReactNode), pure)).toBe(false);
  });

  it('asks a pure component its own condition: inline code is pure, a multi-line block is not', () => {
    expect(isStaticMarkup(h(InlineCode, null, 'one line'), pure)).toBe(true);
    expect(isStaticMarkup(h(InlineCode, null, 'two\nlines'), pure)).toBe(false);
  });
});

describe('isInlineCode', () => {
  it("agrees with the theme's MDX code: every child a one-line string, and at least one child", () => {
    expect(isInlineCode({children: 'npm ci'})).toBe(true);
    expect(isInlineCode({children: ['a', 'b']})).toBe(true);
    expect(isInlineCode({children: 'a\nb'})).toBe(false);
    expect(isInlineCode({children: undefined})).toBe(false);
    expect(isInlineCode({children: h('span', null, 'x')})).toBe(false);
  });
});

describe('isExternalLink', () => {
  it('is a link to another site, not one into this site, an anchor, a file or another scheme', () => {
    expect(isExternalLink({href: 'https://github.com/facebook/docusaurus/pull/10586'})).toBe(true);
    expect(isExternalLink({href: 'HTTP://example.com'})).toBe(true);
    expect(isExternalLink({href: '/docs/installation/'})).toBe(false);
    expect(isExternalLink({href: '#options'})).toBe(false);
    expect(isExternalLink({href: 'mailto:someone@example.com'})).toBe(false);
    expect(isExternalLink({href: 'https://example.com/file.pdf', 'data-noBrokenLinkCheck': true})).toBe(false);
    expect(isExternalLink({})).toBe(false);
  });
});

describe('isRoutedMarkdownLink', () => {
  it("is a link Link routes on the client: no protocol, not a bare anchor, no other target, not a file's", () => {
    expect(isRoutedMarkdownLink({href: '/docs/installation/'})).toBe(true);
    expect(isRoutedMarkdownLink({href: '/docs/cli/#docusaurus-build-sitedir'})).toBe(true);
    expect(isRoutedMarkdownLink({href: '../deployment/'})).toBe(true);
    expect(isRoutedMarkdownLink({href: '/blog/', target: '_self'})).toBe(true);
    expect(isRoutedMarkdownLink({href: 'https://github.com/facebook/docusaurus'})).toBe(false);
    expect(isRoutedMarkdownLink({href: '//cdn.example.com/x.js'})).toBe(false);
    expect(isRoutedMarkdownLink({href: 'pathname:///api/'})).toBe(false);
    expect(isRoutedMarkdownLink({href: '#options'})).toBe(false);
    expect(isRoutedMarkdownLink({href: '/tests/', target: '_top'})).toBe(false);
    expect(isRoutedMarkdownLink({href: '/assets/files/a.pdf', 'data-noBrokenLinkCheck': true})).toBe(false);
    expect(isRoutedMarkdownLink({})).toBe(false);
  });
});

describe('isSamePageAnchor', () => {
  it('is a bare #anchor without a target', () => {
    expect(isSamePageAnchor({href: '#options'})).toBe(true);
    expect(isSamePageAnchor({href: '#options', target: '_blank'})).toBe(false);
    expect(isSamePageAnchor({href: '/docs/#options'})).toBe(false);
  });
});

describe('a raw <a> in the markup', () => {
  it('is static when it leaves the site or the page, not when it leads into this site (the listeners would route it)', () => {
    expect(isStaticMarkup(h('a', {href: 'https://example.com'}, 'x'), pure)).toBe(true);
    expect(isStaticMarkup(h('a', {href: '#top'}, 'x'), pure)).toBe(true);
    expect(isStaticMarkup(h('a', {href: '/docs/', target: '_blank'}, 'x'), pure)).toBe(true);
    expect(isStaticMarkup(h('p', null, h('a', {href: '/docs/'}, 'x')), pure)).toBe(false);
  });
});
