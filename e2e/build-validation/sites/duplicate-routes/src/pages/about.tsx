import type {ReactNode} from 'react';

export default function About(): ReactNode {
  return <main>About, from React</main>;
}
