// Our Root (core's fallback only renders its children): the one component inside the router that never unmounts, where the listeners that give kept server markup's links Link's behaviour live (components/ServerMarkup/keptLinks.ts).
import React, {type ReactNode} from 'react';
import {useKeptLinks} from '@site/src/components/ServerMarkup/keptLinks';

export default function Root({children}: {readonly children: ReactNode}): ReactNode {
  useKeptLinks();
  return <>{children}</>;
}
