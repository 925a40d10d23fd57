import React from 'react';

/** Loaded as its own chunk, only when the reader asks for it. */
export default function LazyPanel(): React.ReactNode {
  return (
    <div className="alert alert--success" data-testid="lazy-panel">
      Lazy panel loaded: this component came from a separate chunk through React.lazy and Suspense.
    </div>
  );
}
