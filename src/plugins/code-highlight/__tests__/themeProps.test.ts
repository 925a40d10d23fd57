import {createElement, Fragment, type ReactElement} from 'react';
import {renderToStaticMarkup} from 'react-dom/server';
import {Highlight, themes, type PrismTheme, type Token} from 'prism-react-renderer';
import {describe, expect, it} from 'vitest';
import {themeConfig} from '../../../../config/theme';
import {lineProps, themeDictionary, tokenProps} from '../client/themeProps';

interface Getters {
  className: string;
  style: object;
  tokens: Token[][];
  getLineProps: (input: {line: Token[]; className?: string}) => object;
  getTokenProps: (input: {token: Token}) => object;
}

/** A block as the theme's Line draws it: a span per line (some with a class), a span per token. */
function draw({className, style, tokens, getLineProps, getTokenProps}: Getters): ReactElement {
  return createElement(
    'pre',
    {className, style},
    tokens.map((line, index) =>
      createElement(
        'span',
        {key: index, ...getLineProps({line, className: index === 1 ? 'theme-code-block-highlighted-line' : undefined})},
        line.map((token, key) => createElement('span', {key, ...getTokenProps({token})})),
      ),
    ),
  );
}

/** The markup prism-react-renderer's Highlight gives, and the same drawn with ./themeProps from its tokens. */
function bothMarkups(code: string, language: string, theme: PrismTheme): [string, string] {
  let ours: ReactElement = createElement(Fragment);
  const theirs = renderToStaticMarkup(
    createElement(Highlight, {
      code,
      language,
      theme,
      children: (props: Getters) => {
        const dictionary = themeDictionary(theme, language);
        ours = draw({
          className: props.className,
          style: dictionary.root,
          tokens: props.tokens,
          getLineProps: (input) => lineProps(dictionary, input),
          getTokenProps: (input) => tokenProps(dictionary, input),
        });
        return draw(props);
      },
    }),
  );
  return [theirs, renderToStaticMarkup(ours)];
}

const samples = [
  {language: 'tsx', code: 'export function A({b}: {b: string}) {\n\n  return <a href={`/${b}`}>x</a>; // note\n}'},
  {language: 'markup', code: '<div class="x">\n  <!-- c -->\n\n</div>'},
  {language: 'css', code: '.a {\n  color: red;\n}'},
  {language: 'unknown-language', code: 'plain\n\nlines'},
];

describe('theme props without Prism', () => {
  const site = {light: themeConfig.prism.theme, dark: themeConfig.prism.darkTheme};
  for (const [name, theme] of Object.entries({...site, vsDark: themes.vsDark, oceanicNext: themes.oceanicNext})) {
    it(`give the markup prism-react-renderer gives (${name} theme)`, () => {
      for (const {language, code} of samples) {
        const [theirs, ours] = bothMarkups(code, language, theme);
        expect(theirs).toContain('token-line');
        expect(ours).toBe(theirs);
      }
    });
  }

  it('limit a theme entry to its languages', () => {
    const theme: PrismTheme = {
      plain: {color: '#000', backgroundColor: '#fff'},
      styles: [
        {types: ['tag'], style: {color: 'red'}},
        {types: ['tag'], languages: ['markup'], style: {color: 'blue'}},
      ],
    };
    expect(themeDictionary(theme, 'markup').tag).toEqual({color: 'blue'});
    expect(themeDictionary(theme, 'jsx').tag).toEqual({color: 'red'});
    expect(themeDictionary(theme, 'jsx').plain).toEqual({color: '#000', backgroundColor: undefined});
  });
});
