import type {ReactNode} from 'react';
import Interpolate from '@docusaurus/Interpolate';

export default function InterpolateMarkup(): ReactNode {
  return (
    <main>
      {/* @ts-expect-error: the bad input of this page, markup where only a plain string is accepted. */}
      <Interpolate values={{name: 'reader'}}>
        <em>Hello {'{name}'}</em>
      </Interpolate>
    </main>
  );
}
