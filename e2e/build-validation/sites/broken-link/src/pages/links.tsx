import type {ReactNode} from 'react';
import Link from '@docusaurus/Link';

export default function Links(): ReactNode {
  return (
    <main>
      <Link to="/no-such-page/">A page that does not exist</Link>
    </main>
  );
}
