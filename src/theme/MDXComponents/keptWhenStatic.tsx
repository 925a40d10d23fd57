import React, {type ComponentType, type ReactNode} from 'react';
import {KeptServerMarkup, useServerMarkup} from '@site/src/components/ServerMarkup';
import {
  isExternalLink,
  isInlineCode,
  isRoutedMarkdownLink,
  isSamePageAnchor,
  isStaticMarkup,
  type PureComponents,
} from './staticMarkup';

type MarkdownProps = {readonly children?: ReactNode; readonly id?: string; readonly className?: string};
type MarkdownComponent = ComponentType<MarkdownProps> | keyof React.JSX.IntrinsicElements;

/**
 * The Markdown blocks that may keep the server's markup on a first load when
 * what they hold is static: text, emphasis, inline code, images, links to other
 * sites and such, and links into this site, whose behaviour the document's
 * listeners give them (components/ServerMarkup/keptLinks.ts); but no code
 * block or component. (Headings too: their anchor link is a plain `<a href="#…">`.) `table` is not here: ours reacts to its width
 * (Table.tsx), so its rows and sections are kept instead.
 */
const blockTags = ['p', 'ul', 'ol', 'li', 'blockquote', 'thead', 'tbody', 'tr', 'h2', 'h3', 'h4', 'h5', 'h6'] as const;
type BlockTag = (typeof blockTags)[number];

/**
 * Wraps the theme's MDX components for those blocks: on a first load, a block
 * whose children are static hydrates as one element and keeps the server's
 * children (components/ServerMarkup); otherwise, and after any client-side
 * navigation, it is the theme's own component. The server's HTML is the
 * theme's, unchanged.
 */
export function keptWhenStatic(
  components: Readonly<Record<string, unknown>>,
): Record<BlockTag, ComponentType<MarkdownProps>> {
  const pure = new Map<unknown, (props: Readonly<Record<string, unknown>>) => boolean>();
  const wrapped = {} as Record<BlockTag, ComponentType<MarkdownProps>>;
  const check: PureComponents = pure;
  for (const tag of blockTags) {
    const Original = (components[tag] ?? tag) as MarkdownComponent;
    function KeptWhenStatic(props: MarkdownProps): ReactNode {
      const {keep, ref} = useServerMarkup(() => isStaticMarkup(props.children, check));
      if (keep) {
        // The server's element keeps its attributes; React only needs its tag and id.
        return <KeptServerMarkup as={tag} id={props.id} ref={ref} />;
      }
      return <Original {...props} />;
    }
    KeptWhenStatic.displayName = `KeptWhenStatic(${tag})`;
    wrapped[tag] = KeptWhenStatic;
    // A block nested in a static block is static when its own children are.
    pure.set(KeptWhenStatic, () => true);
  }
  if (components.code) {
    pure.set(components.code, isInlineCode);
  }
  if (components.a) {
    pure.set(components.a, (props) => isExternalLink(props) || isRoutedMarkdownLink(props) || isSamePageAnchor(props));
  }
  if (components.img) {
    // The theme's Markdown image: an <img> with its props and a class.
    pure.set(components.img, () => true);
  }
  return wrapped;
}
