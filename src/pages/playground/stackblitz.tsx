import React from 'react';
import PlaygroundRedirect from '@site/src/components/Playground/PlaygroundRedirect';

export default function StackBlitzPlayground(): React.ReactNode {
  return <PlaygroundRedirect id="stackblitz" />;
}
