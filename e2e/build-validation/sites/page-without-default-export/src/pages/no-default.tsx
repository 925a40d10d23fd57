import type {ReactNode} from 'react';

// A named export only: the pages plugin renders a module's default export.
export function NoDefault(): ReactNode {
  return <main>No default export</main>;
}
