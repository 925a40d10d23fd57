/**
 * The class names and inline styles prism-react-renderer's `Highlight` gives a
 * code block, its lines and its tokens for a Prism theme, without Prism.
 *
 * prism-react-renderer ships these helpers only inside its main entry, which
 * bundles Prism itself (about 25 KB gzip), so the build-time highlighted
 * blocks compute them here. The rules follow prism-react-renderer 2.4
 * (`themeToDict`, `useGetLineProps`, `useGetTokenProps`); the unit test
 * compares the result with its `Highlight` for the site's themes.
 */
import type {CSSProperties} from 'react';
import type {PrismTheme} from 'prism-react-renderer';
import type {CodeToken} from '../tokens';

export type ThemeDictionary = Record<string, CSSProperties | undefined> & {
  root: CSSProperties;
  plain: CSSProperties;
};

/** Each token type's style for one language; `root` styles the block, `plain` each line. */
export function themeDictionary(theme: PrismTheme, language: string): ThemeDictionary {
  const dictionary: Record<string, CSSProperties | undefined> = {};
  for (const {types, style, languages} of theme.styles) {
    // An entry limited to some languages applies to those only.
    if (languages && !languages.includes(language as never)) continue;
    for (const type of types) {
      dictionary[type] = {...dictionary[type], ...(style as CSSProperties)};
    }
  }
  const plain = theme.plain as CSSProperties;
  return Object.assign(dictionary, {root: plain, plain: {...plain, backgroundColor: undefined}});
}

interface LinePropsInput {
  line: CodeToken[];
  className?: string;
  style?: CSSProperties;
  [key: string]: unknown;
}
interface TokenPropsInput {
  token: CodeToken;
  className?: string;
  style?: CSSProperties;
  [key: string]: unknown;
}

function joinClasses(...names: Array<string | false | undefined>): string {
  return names.filter(Boolean).join(' ');
}

/** The props of a line's `<span>`: `token-line` plus the given classes, the theme's plain style. */
export function lineProps(dictionary: ThemeDictionary, {line: _line, className, style, ...rest}: LinePropsInput) {
  return {
    ...rest,
    className: joinClasses('token-line', className),
    style: style ? {...dictionary.plain, ...style} : dictionary.plain,
  };
}

function tokenStyle(dictionary: ThemeDictionary, {types, empty}: CodeToken): CSSProperties | undefined {
  const emptyStyle = empty === undefined ? undefined : {display: 'inline-block'};
  if (types.length === 1 && types[0] === 'plain') return emptyStyle;
  if (types.length === 1 && empty !== undefined) return dictionary[types[0]!];
  return Object.assign({}, emptyStyle, ...types.map((type) => dictionary[type]));
}

/** The props of a token's `<span>`: `token` and its types as classes, its text, the merged style of its types. */
export function tokenProps(dictionary: ThemeDictionary, {token, className, style, ...rest}: TokenPropsInput) {
  const own = tokenStyle(dictionary, token);
  return {
    ...rest,
    className: joinClasses('token', ...token.types, className),
    children: token.content,
    style: style ? {...own, ...style} : own,
  };
}
