import React, {Suspense, lazy, useDeferredValue, useId, useMemo, useState, useTransition} from 'react';
import Heading from '@theme/Heading';

const LazyPanel = lazy(() => import('./LazyPanel'));

/** Enough items that filtering them is visibly slower than typing. */
const items = Array.from({length: 5000}, (_, index) => `Item ${index + 1}`);

function TransitionFilter(): React.ReactNode {
  const inputId = useId();
  const [text, setText] = useState('');
  const [query, setQuery] = useState('');
  const [isPending, startTransition] = useTransition();
  const matches = useMemo(() => items.filter((item) => item.includes(query)), [query]);
  return (
    <>
      <label htmlFor={inputId}>Filter items </label>
      <input
        id={inputId}
        value={text}
        onChange={(event) => {
          // The input stays urgent; the list update is a transition React may interrupt.
          setText(event.target.value);
          startTransition(() => setQuery(event.target.value));
        }}
      />
      <p data-testid="transition-status">
        {isPending ? 'Updating…' : `${matches.length} matching items`} (label id {inputId})
      </p>
      <ul>
        {matches.slice(0, 5).map((item) => (
          <li key={item}>{item}</li>
        ))}
      </ul>
    </>
  );
}

function DeferredEcho(): React.ReactNode {
  const [value, setValue] = useState('');
  const deferred = useDeferredValue(value);
  return (
    <>
      <input aria-label="Deferred value input" value={value} onChange={(event) => setValue(event.target.value)} />
      <p data-testid="deferred-value">Deferred copy: {deferred || '(empty)'}</p>
    </>
  );
}

function LazyLoader(): React.ReactNode {
  const [show, setShow] = useState(false);
  return (
    <>
      <button type="button" className="button button--primary button--sm" onClick={() => setShow(true)} disabled={show}>
        Load the lazy panel
      </button>
      {show && (
        <Suspense fallback={<p data-testid="suspense-fallback">Loading the panel…</p>}>
          <LazyPanel />
        </Suspense>
      )}
    </>
  );
}

/** React 18 features that a framework upgrade could break: transitions, deferred values, useId and Suspense. */
export default function React18Tests(): React.ReactNode {
  return (
    <>
      <Heading as="h2" id="transitions">
        Transitions
      </Heading>
      <TransitionFilter />
      <Heading as="h2" id="deferred-values">
        Deferred values
      </Heading>
      <DeferredEcho />
      <Heading as="h2" id="suspense">
        Suspense and lazy components
      </Heading>
      <LazyLoader />
    </>
  );
}
