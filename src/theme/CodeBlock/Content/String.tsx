// Replaces the theme's string code block so fenced blocks render the tokens computed at build time (src/plugins/code-highlight): no Prism in the page's scripts, no tokenising during hydration.
import React, {memo, useEffect, useMemo, useRef, useState} from 'react';
import clsx from 'clsx';
import {useThemeConfig} from '@docusaurus/theme-common';
import {parseCodeBlockTitle, parseLanguage, parseLines, containsLineNumbers} from '@docusaurus/theme-common/internal';
import type {LineInputProps, LineOutputProps, TokenInputProps, TokenOutputProps} from 'prism-react-renderer';
import Line from '@theme/CodeBlock/Line';
import CopyButton from '@theme/CodeBlock/CopyButton';
import WordWrapButton from '@theme/CodeBlock/WordWrapButton';
import Container from '@theme/CodeBlock/Container';
import type {Props as ThemeProps} from '@theme/CodeBlock/Content/String';
// The theme's own stylesheet module: the same file gives the same class names as the theme's component.
import styles from '@docusaurus/theme-classic/lib/theme/CodeBlock/Content/styles.module.css';
import {decodeTokens, plainTokens, tokensProp, type CodeToken} from '@site/src/plugins/code-highlight/tokens';
import {
  lineProps,
  themeDictionary,
  tokenProps,
  type ThemeDictionary,
} from '@site/src/plugins/code-highlight/client/themeProps';
import {useCodeBlockTheme} from '@site/src/plugins/code-highlight/client/hydrationSafeTheme';
import {keepsServerLines} from '@site/src/plugins/code-highlight/client/serverLines';
import {pageRenderedOnServer} from '@site/src/components/ServerMarkup/keepRule';
import {isHydrating} from '@site/src/components/ServerMarkup/hydration';
import {useWordWrap} from '@site/src/plugins/code-highlight/client/wordWrap';

// Read when this module loads, before React renders the page.
const pageFromServer = pageRenderedOnServer(typeof document === 'undefined' ? undefined : document);

export type Props = ThemeProps & {readonly [tokensProp]?: string};

interface BlockProps {
  readonly className: string;
  readonly title: React.ReactNode;
  readonly language: string | undefined;
  readonly code: string;
  readonly tokens: CodeToken[][];
  readonly lineClassNames: Record<number, string[]>;
  readonly showLineNumbers: boolean;
}

interface LinesProps {
  readonly tokens: CodeToken[][];
  readonly dictionary: ThemeDictionary;
  readonly lineClassNames: Record<number, string[]>;
  readonly showLineNumbers: boolean;
}

/**
 * The block's lines. Memoised: when hydration ends, or the word-wrap state
 * changes, a block in the default colour mode re-renders with the same
 * dictionary, and its hundreds of token spans need no second look.
 */
const Lines = memo(function Lines({tokens, dictionary, lineClassNames, showLineNumbers}: LinesProps) {
  // The theme's Line takes prism-react-renderer's prop getters; these give the same props without Prism.
  const getLineProps = (input: LineInputProps) => lineProps(dictionary, input as never) as LineOutputProps;
  const getTokenProps = (input: TokenInputProps) => tokenProps(dictionary, input as never) as TokenOutputProps;
  return tokens.map((line, index) => (
    <Line
      // Lines have no identity but their place, as in the theme.
      key={index}
      line={line}
      getLineProps={getLineProps}
      getTokenProps={getTokenProps}
      classNames={lineClassNames[index]}
      showLineNumbers={showLineNumbers}
    />
  ));
});

/** The theme's copy button, skipped when the block re-renders for its word-wrap state: its props are two strings. */
const StableCopyButton = memo(CopyButton);

/**
 * The block's buttons, holding its word-wrap state: when the block turns out
 * to scroll sideways (on a phone, most do), only they render again.
 */
function BlockButtons({preRef, code}: {readonly preRef: React.RefObject<HTMLPreElement>; readonly code: string}) {
  const wordWrap = useWordWrap(preRef);
  return (
    <div className={styles.buttonGroup}>
      {(wordWrap.isEnabled || wordWrap.isCodeScrollable) && (
        <WordWrapButton
          className={styles.codeButton}
          onClick={() => wordWrap.toggle()}
          isEnabled={wordWrap.isEnabled}
        />
      )}
      <StableCopyButton className={styles.codeButton} code={code} />
    </div>
  );
}

/** What a hydrated block's `<code>` is given: the same every render, so React never writes it. */
const unchangedLines = {__html: ''};

/** The theme's markup for a string code block, from tokens that are already there. */
function TokenizedBlock({className, title, language, code, tokens, lineClassNames, showLineNumbers}: BlockProps) {
  const {theme: prismTheme, serverTheme} = useCodeBlockTheme();
  const preRef = useRef<HTMLPreElement>(null);
  // The first render's flag, not useIsBrowser(): its flip after hydration would re-render every block (hydrationSafeTheme.ts).
  const [mountedInHydration] = useState(isHydrating);
  const [serverLinesGone, setServerLinesGone] = useState(false);
  const serverLines = keepsServerLines({pageFromServer, mountedInHydration, serverTheme, serverLinesGone});
  const codeRef = useRef<HTMLElement>(null);
  useEffect(() => {
    // Once React draws the lines (or finds the server's missing), they stay React's, in every colour mode.
    if (!serverLines || !codeRef.current?.hasChildNodes()) {
      setServerLinesGone(true);
    }
  }, [serverLines]);
  // prism-react-renderer lower-cases the language it is given (`language ?? 'text'`) for its classes and theme entries.
  const prismLanguage = (language ?? 'text').toLowerCase();
  const dictionary = useMemo(() => themeDictionary(prismTheme, prismLanguage), [prismTheme, prismLanguage]);
  return (
    <Container as="div" className={className}>
      {title && <div className={styles.codeBlockTitle}>{title}</div>}
      <div className={styles.codeBlockContent}>
        {/* Focusable, as the theme's: a reader scrolls long lines with the keyboard. */}
        <pre
          tabIndex={0}
          ref={preRef}
          className={clsx(`prism-code language-${prismLanguage}`, styles.codeBlock, 'thin-scrollbar')}
          style={dictionary.root}>
          {/* ../../../plugins/code-highlight/client/serverLines.ts: why the server's lines are kept unhydrated, and when a new <code> replaces them. */}
          {serverLines ? (
            <code
              key="server"
              ref={codeRef}
              className={clsx(styles.codeBlockLines, showLineNumbers && styles.codeBlockLinesWithNumbering)}
              dangerouslySetInnerHTML={unchangedLines}
              suppressHydrationWarning
            />
          ) : (
            <code
              key="browser"
              className={clsx(styles.codeBlockLines, showLineNumbers && styles.codeBlockLinesWithNumbering)}>
              <Lines
                tokens={tokens}
                dictionary={dictionary}
                lineClassNames={lineClassNames}
                showLineNumbers={showLineNumbers}
              />
            </code>
          )}
        </pre>
        <BlockButtons preRef={preRef} code={code} />
      </div>
    </Container>
  );
}

type Original = React.ComponentType<ThemeProps>;

/**
 * A block whose code is known only at runtime (a `<CodeBlock>` with computed
 * children): shown unhighlighted with the theme's markup until the theme's own
 * component and Prism have loaded, on the pages that have such a block only.
 */
function RuntimeHighlightedBlock({original, block}: {original: ThemeProps; block: BlockProps}) {
  const [Highlighted, setHighlighted] = useState<Original | null>(null);
  useEffect(() => {
    let mounted = true;
    import('@site/src/plugins/code-highlight/client/runtimeHighlight')
      .then(({default: component}) => {
        if (mounted) setHighlighted(() => component);
      })
      .catch((error: unknown) => {
        // Offline or a removed chunk: the code stays readable and copyable, without colours.
        console.warn('Code highlighting could not be loaded.', error);
      });
    return () => {
      mounted = false;
    };
  }, []);
  return Highlighted ? <Highlighted {...original} /> : <TokenizedBlock {...block} />;
}

/** The theme's language rule: the prop, else the `language-*` class, else the configured default; lower case. */
function blockLanguage(languageProp: string | undefined, className: string, defaultLanguage: string | undefined) {
  return (languageProp ?? parseLanguage(className) ?? defaultLanguage)?.toLowerCase();
}

export default function CodeBlockString(props: Props): React.ReactNode {
  const {[tokensProp]: encodedTokens, ...themeProps} = props;
  const {
    children,
    className: blockClassName = '',
    metastring,
    title: titleProp,
    showLineNumbers: showLineNumbersProp,
    language: languageProp,
  } = themeProps;
  const {
    prism: {defaultLanguage, magicComments},
  } = useThemeConfig();
  const language = blockLanguage(languageProp, blockClassName, defaultLanguage);
  const {lineClassNames, code} = parseLines(children, {metastring, language, magicComments});
  const block: Omit<BlockProps, 'tokens'> = {
    className: clsx(
      blockClassName,
      language && !blockClassName.includes(`language-${language}`) && `language-${language}`,
    ),
    // As the theme: a title in the metastring wins over the prop.
    title: parseCodeBlockTitle(metastring) || titleProp,
    language,
    code,
    lineClassNames,
    showLineNumbers: showLineNumbersProp ?? containsLineNumbers(metastring),
  };
  const tokens = encodedTokens === undefined ? undefined : decodeTokens(code, encodedTokens);
  if (tokens) {
    return <TokenizedBlock {...block} tokens={tokens} />;
  }
  return <RuntimeHighlightedBlock original={themeProps} block={{...block, tokens: plainTokens(code)}} />;
}
