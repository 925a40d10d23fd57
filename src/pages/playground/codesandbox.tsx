import React from 'react';
import PlaygroundRedirect from '@site/src/components/Playground/PlaygroundRedirect';

export default function CodeSandboxPlayground(): React.ReactNode {
  return <PlaygroundRedirect id="codesandbox" />;
}
