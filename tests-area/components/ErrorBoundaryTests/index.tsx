import React, {useState} from 'react';
import ErrorBoundary from '@docusaurus/ErrorBoundary';
import Heading from '@theme/Heading';

/** Throws on render when asked to, so a boundary around it can be tested in isolation. */
function Bomb({label}: {label: string}): React.ReactNode {
  const [armed, setArmed] = useState(false);
  if (armed) {
    throw new Error(`${label} exploded on purpose.`);
  }
  return (
    <button type="button" className="button button--danger button--sm" onClick={() => setArmed(true)}>
      Throw in {label}
    </button>
  );
}

function Fallback({error, tryAgain, label}: {error: Error; tryAgain: () => void; label: string}): React.ReactNode {
  return (
    <div role="alert" className="alert alert--danger">
      <p>
        {label} caught: {error.message}
      </p>
      <button type="button" className="button button--secondary button--sm" onClick={tryAgain}>
        Reset {label}
      </button>
    </div>
  );
}

/**
 * Error boundaries at several levels: an error must be caught by the closest
 * boundary, leave the rest of the page working, and be recoverable with tryAgain.
 */
export default function ErrorBoundaryTests(): React.ReactNode {
  return (
    <>
      <Heading as="h2" id="independent-boundaries">
        Independent boundaries
      </Heading>
      <p>Each box has its own boundary. Breaking one must leave the other untouched.</p>
      <div className="row">
        {['Box A', 'Box B'].map((label) => (
          <div className="col col--6" key={label}>
            <ErrorBoundary fallback={(params) => <Fallback {...params} label={label} />}>
              <Bomb label={label} />
            </ErrorBoundary>
          </div>
        ))}
      </div>
      <Heading as="h2" id="nested-boundaries">
        Nested boundaries
      </Heading>
      <p>
        The inner component is inside two boundaries; only the inner one may catch its error, so the outer text stays
        visible.
      </p>
      <ErrorBoundary fallback={(params) => <Fallback {...params} label="Outer boundary" />}>
        <p>Outer boundary content is still here.</p>
        <ErrorBoundary fallback={(params) => <Fallback {...params} label="Inner boundary" />}>
          <Bomb label="Inner component" />
        </ErrorBoundary>
      </ErrorBoundary>
      <Heading as="h2" id="default-fallback">
        Default fallback
      </Heading>
      <p>Without a fallback prop, the framework renders its own minimal error message.</p>
      <ErrorBoundary>
        <Bomb label="Component without fallback" />
      </ErrorBoundary>
    </>
  );
}
