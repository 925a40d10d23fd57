import type {ReactNode} from 'react';

export default function Home(): ReactNode {
  return <main>Fixture home</main>;
}
