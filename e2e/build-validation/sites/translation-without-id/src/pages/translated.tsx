import type {ReactNode} from 'react';
import {translate} from '@docusaurus/Translate';

export default function Translated(): ReactNode {
  // @ts-expect-error: the bad input of this fixture, a translation with neither id nor message.
  const title = translate({});
  return <main>{title}</main>;
}
