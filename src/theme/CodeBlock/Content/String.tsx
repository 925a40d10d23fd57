// Replaces the theme's string code block so fenced blocks render the tokens computed at build time (src/plugins/code-highlight): no Prism in the page's scripts, no tokenising during hydration.
import React, {useEffect, useState} from 'react';
import clsx from 'clsx';
import {useThemeConfig, usePrismTheme} from '@docusaurus/theme-common';
import {
  parseCodeBlockTitle,
  parseLanguage,
  parseLines,
  containsLineNumbers,
  useCodeWordWrap,
} from '@docusaurus/theme-common/internal';
import type {LineInputProps, LineOutputProps, TokenInputProps, TokenOutputProps} from 'prism-react-renderer';
import Line from '@theme/CodeBlock/Line';
import CopyButton from '@theme/CodeBlock/CopyButton';
import WordWrapButton from '@theme/CodeBlock/WordWrapButton';
import Container from '@theme/CodeBlock/Container';
import type {Props as ThemeProps} from '@theme/CodeBlock/Content/String';
// The theme's own stylesheet module: the same file gives the same class names as the theme's component.
import styles from '@docusaurus/theme-classic/lib/theme/CodeBlock/Content/styles.module.css';
import {decodeTokens, plainTokens, tokensProp, type CodeToken} from '@site/src/plugins/code-highlight/tokens';
import {lineProps, themeDictionary, tokenProps} from '@site/src/plugins/code-highlight/client/themeProps';

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

/** The theme's markup for a string code block, from tokens that are already there. */
function TokenizedBlock({className, title, language, code, tokens, lineClassNames, showLineNumbers}: BlockProps) {
  const prismTheme = usePrismTheme();
  const wordWrap = useCodeWordWrap();
  // prism-react-renderer lower-cases the language it is given (`language ?? 'text'`) for its classes and theme entries.
  const prismLanguage = (language ?? 'text').toLowerCase();
  const dictionary = themeDictionary(prismTheme, prismLanguage);
  // The theme's Line takes prism-react-renderer's prop getters; these give the same props without Prism.
  const getLineProps = (input: LineInputProps) => lineProps(dictionary, input as never) as LineOutputProps;
  const getTokenProps = (input: TokenInputProps) => tokenProps(dictionary, input as never) as TokenOutputProps;
  return (
    <Container as="div" className={className}>
      {title && <div className={styles.codeBlockTitle}>{title}</div>}
      <div className={styles.codeBlockContent}>
        {/* Focusable, as the theme's: a reader scrolls long lines with the keyboard. */}
        <pre
          tabIndex={0}
          ref={wordWrap.codeBlockRef}
          className={clsx(`prism-code language-${prismLanguage}`, styles.codeBlock, 'thin-scrollbar')}
          style={dictionary.root}>
          <code className={clsx(styles.codeBlockLines, showLineNumbers && styles.codeBlockLinesWithNumbering)}>
            {tokens.map((line, index) => (
              <Line
                // Lines have no identity but their place, as in the theme.
                key={index}
                line={line}
                getLineProps={getLineProps}
                getTokenProps={getTokenProps}
                classNames={lineClassNames[index]}
                showLineNumbers={showLineNumbers}
              />
            ))}
          </code>
        </pre>
        <div className={styles.buttonGroup}>
          {(wordWrap.isEnabled || wordWrap.isCodeScrollable) && (
            <WordWrapButton
              className={styles.codeButton}
              onClick={() => wordWrap.toggle()}
              isEnabled={wordWrap.isEnabled}
            />
          )}
          <CopyButton className={styles.codeButton} code={code} />
        </div>
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
