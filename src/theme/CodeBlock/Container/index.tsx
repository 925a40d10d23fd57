// Replaces the theme's container so its colour variables follow the hydration-safe Prism theme: without the theme's remount of every block (see ../index.tsx), the theme's container would keep the server's colours in dark mode.
import React, {type ComponentProps} from 'react';
import clsx from 'clsx';
import {ThemeClassNames} from '@docusaurus/theme-common';
import {getPrismCssVariables} from '@docusaurus/theme-common/internal';
// The theme's own stylesheet module, so the class names stay the theme's.
import styles from '@docusaurus/theme-classic/lib/theme/CodeBlock/Container/styles.module.css';
import {useHydrationSafePrismTheme} from '@site/src/plugins/code-highlight/client/hydrationSafeTheme';

type Props<T extends 'div' | 'pre'> = {as: T} & ComponentProps<T>;

export default function CodeBlockContainer<T extends 'div' | 'pre'>({as, ...props}: Props<T>): React.ReactNode {
  const Element = as as React.ElementType;
  const variables = getPrismCssVariables(useHydrationSafePrismTheme());
  return (
    <Element
      {...props}
      style={variables}
      className={clsx(props.className, styles.codeBlockContainer, ThemeClassNames.common.codeBlock)}
    />
  );
}
