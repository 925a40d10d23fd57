// Wrapped so that on a first load the footer, whose only reactive parts are its links, keeps the server's markup instead of hydrating some 180 elements; its links into this site get Link's behaviour from the document's listeners (components/ServerMarkup/keptLinks.ts).
import React from 'react';
import OriginalFooter from '@theme-original/Footer';
import {useThemeConfig} from '@docusaurus/theme-common';
import {KeptServerMarkup, useServerMarkup} from '@site/src/components/ServerMarkup';
import {footerKeepable} from './keepable';

export default function Footer(): React.ReactNode {
  const {footer} = useThemeConfig();
  const {keep, ref} = useServerMarkup(() => footerKeepable(footer));
  // The theme's footer is one <footer>.
  return keep ? <KeptServerMarkup as="footer" ref={ref} /> : <OriginalFooter />;
}
