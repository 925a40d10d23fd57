import type {ReactNode} from 'react';
import Link from '@docusaurus/Link';

export default function Anchors(): ReactNode {
  return (
    <main>
      <Link to="/anchors#no-such-section">A section that does not exist</Link>
    </main>
  );
}
