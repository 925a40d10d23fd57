import {Fragment, createElement} from 'react';
import * as runtime from 'react/jsx-runtime';
import {renderToStaticMarkup} from 'react-dom/server';
import {evaluate} from '@mdx-js/mdx';
// The framework's remark plugin that gives the code element its `metastring`, as in a real build.
import codeCompat from '@docusaurus/mdx-loader/lib/remark/mdx1Compat/codeCompatPlugin.js';
import {Highlight, themes, type Token} from 'prism-react-renderer';
import {describe, expect, it} from 'vitest';
import remarkCodeHighlight from '../remark';
import {decodeTokens, tokensProp} from '../tokens';
import {loadParseLines, tokenizeBlock} from '../tokenize';
import {prismConfig} from '../../../../config/theme';

// The theme's parseLines, which the browser runs too (src/theme/CodeBlock/Content/String.tsx).
const parseLines = await loadParseLines();

type CodeProps = Record<string, unknown> & {children?: string; className?: string; metastring?: string};

/** Compiles a page with the plugin and returns the props each fenced block's code element receives. */
async function codeProps(markdown: string): Promise<CodeProps[]> {
  const seen: CodeProps[] = [];
  const {default: Content} = await evaluate(markdown, {
    ...runtime,
    remarkPlugins: [codeCompat, [remarkCodeHighlight, prismConfig]],
  } as Parameters<typeof evaluate>[1]);
  renderToStaticMarkup(
    createElement(Content, {
      components: {
        code: (props: CodeProps) => {
          seen.push(props);
          return null;
        },
      },
    }),
  );
  return seen;
}

/** What prism-react-renderer's Highlight gives the theme in the browser for this code and language. */
function browserTokens(code: string, language: string): Token[][] {
  let tokens: Token[][] = [];
  renderToStaticMarkup(
    createElement(Highlight, {
      code,
      language,
      theme: themes.github,
      children: (result: {tokens: Token[][]}) => {
        tokens = result.tokens;
        return createElement(Fragment);
      },
    }),
  );
  return tokens;
}

/** The theme's view of a block: the code it shows and highlights, the class names of its lines. */
function themeView(props: CodeProps, language: string) {
  return parseLines(props.children!, {
    metastring: props.metastring,
    language,
    magicComments: prismConfig.magicComments,
  });
}

describe('remarkCodeHighlight', () => {
  it('tokenises a block with highlight-next-line as the browser does, without the magic comment', async () => {
    const [props] = await codeProps(
      [
        '```jsx',
        'const a = 1;',
        '// highlight-next-line',
        'function f() {',
        '',
        '  return <b>{`x${a}`}</b>;',
        '}',
        '```',
      ].join('\n'),
    );
    const encoded = props![tokensProp] as string;
    expect(typeof encoded).toBe('string');
    const {code, lineClassNames} = themeView(props!, 'jsx');
    expect(code).not.toContain('highlight-next-line');
    expect(lineClassNames).toEqual({1: ['theme-code-block-highlighted-line']});
    const tokens = decodeTokens(code, encoded);
    expect(tokens).toEqual(browserTokens(code, 'jsx'));
    // Highlighted for real: keywords, a template string, JSX tags; and the empty line kept.
    const types = new Set(tokens!.flat().flatMap((token) => token.types));
    expect(types).toContain('keyword');
    expect(types).toContain('template-string');
    expect(types).toContain('tag');
    expect(tokens![2]).toEqual([{types: ['plain'], content: '\n', empty: true}]);
  });

  it('keeps the title and line numbers in the metastring and tokenises an additional language (yaml)', async () => {
    const [props] = await codeProps(
      [
        '```yaml title="config.yml" showLineNumbers',
        'site:',
        '  url: https://example.com # comment',
        '  tags: [a, b]',
        '```',
      ].join('\n'),
    );
    expect(props!.metastring).toBe('title="config.yml" showLineNumbers');
    const {code} = themeView(props!, 'yaml');
    const tokens = decodeTokens(code, props![tokensProp] as string);
    expect(tokens).toEqual(browserTokens(code, 'yaml'));
    expect(tokens!.flat().some((token) => token.types.includes('comment'))).toBe(true);
  });

  it('gives a line range in braces the lines it names and tokenises every line', async () => {
    const [props] = await codeProps(['```js {2}', 'let a;', 'let b;', '```'].join('\n'));
    const {code, lineClassNames} = themeView(props!, 'js');
    expect(lineClassNames).toEqual({1: ['theme-code-block-highlighted-line']});
    expect(decodeTokens(code, props![tokensProp] as string)).toEqual(browserTokens(code, 'js'));
  });

  it('gives a block in an unknown language or none plain tokens, as the browser shows it', async () => {
    const [unknown, none] = await codeProps(
      ['```klingon', "Qapla'", '', 'nuqneH', '```', '', '```', 'plain text', '```'].join('\n'),
    );
    const code = themeView(unknown!, 'klingon').code;
    const tokens = decodeTokens(code, unknown![tokensProp] as string);
    expect(tokens).toEqual(browserTokens(code, 'klingon'));
    expect(tokens!.flat().every((token) => token.types.join() === 'plain')).toBe(true);
    expect(decodeTokens('plain text', none![tokensProp] as string)).toEqual(browserTokens('plain text', 'text'));
  });

  it('leaves inline code and empty fences alone', async () => {
    const props = await codeProps(['Some `inline` code.', '', '```js', '```'].join('\n'));
    expect(props.map((entry) => entry[tokensProp])).toEqual([undefined, undefined]);
  });

  it('tokenises with the site configuration: the diff magic comments leave the code too', () => {
    const tokens = tokenizeBlock(
      parseLines,
      'a();\n// diff-add-next-line\nb();\n',
      {language: 'js', metastring: undefined},
      prismConfig,
    );
    expect(tokens.map((line) => line.map((token) => token.content).join(''))).toEqual(['a();', 'b();']);
  });
});
