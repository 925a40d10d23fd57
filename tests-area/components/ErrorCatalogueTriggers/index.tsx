import React, {useState} from 'react';
import Heading from '@theme/Heading';
import {useDocsVersion} from '@docusaurus/plugin-content-docs/client';
import LinkOutsideRouter from './LinkOutsideRouter';
import {requestNavbarItemFailure} from './navbarItemFailure';

/** Reads the docs version of the current page, which only a docs page provides. */
function DocsVersionLabel(): React.ReactNode {
  const version = useDocsVersion();
  return <p>Docs version: {version.label}</p>;
}

/** Throws the error handed to it, so an error caught elsewhere reaches the page's boundaries. */
function Rethrow({error}: {error: Error}): React.ReactNode {
  throw error;
}

interface Trigger {
  readonly id: string;
  readonly title: string;
  readonly explanation: string;
  readonly button: string;
}

const triggers: readonly Trigger[] = [
  {
    id: 'crash-outside-layout',
    title: 'A crash outside the layout',
    explanation:
      'The page component itself throws before it renders the theme layout, so the layout boundary never sees the error. The boundary at the root of the app catches it and shows the themed error page, whose document title is "Page Error". "Try again" renders the page again, which no longer throws.',
    button: 'Crash the page outside its layout',
  },
  {
    id: 'navbar-item-failure',
    title: 'A navbar item that fails to render',
    explanation:
      'The test-only navbar item on the right of the navbar starts throwing. The theme wraps each navbar item so that its error names the item configuration, printed as JSON, with the original error as its cause. The navbar sits outside the layout boundary, so the app-level crash screen shows the message. Reload the page to get the item back.',
    button: 'Break the test-only navbar item',
  },
  {
    id: 'missing-provider',
    title: 'A hook used outside its provider',
    explanation:
      'A component calls the docs plugin hook that reads the current docs version. This page is not a docs page, so no version provider is above it, and the hook throws an error naming the missing provider. The layout boundary shows it on the crash page.',
    button: 'Use a docs hook outside its provider',
  },
  {
    id: 'invariant',
    title: 'A failed router assertion',
    explanation:
      'A link is rendered in a separate React root, the way a widget mounted by hand would be, so no router is above it. The router checks that assumption with an assertion whose production message is only "Invariant failed". The page rethrows that error so the crash page shows it.',
    button: 'Render a link outside the router',
  },
];

/**
 * Buttons that set off, on demand, the framework errors of the error catalogue
 * that need a page to happen. Nothing throws until a button is pressed, so the
 * static build and a plain visit stay clean.
 */
export default function ErrorCatalogueTriggers({
  onCrashOutsideLayout,
}: {
  onCrashOutsideLayout: () => void;
}): React.ReactNode {
  const [hookOutsideProvider, setHookOutsideProvider] = useState(false);
  const [renderLinkOutsideRouter, setRenderLinkOutsideRouter] = useState(false);
  const [routerError, setRouterError] = useState<Error | null>(null);
  const actions: Record<string, () => void> = {
    'crash-outside-layout': onCrashOutsideLayout,
    'navbar-item-failure': requestNavbarItemFailure,
    'missing-provider': () => setHookOutsideProvider(true),
    invariant: () => setRenderLinkOutsideRouter(true),
  };
  return (
    <>
      {triggers.map(({id, title, explanation, button}) => (
        <section key={id}>
          <Heading as="h3" id={id}>
            {title}
          </Heading>
          <p>{explanation}</p>
          <button type="button" className="button button--danger button--sm" onClick={actions[id]}>
            {button}
          </button>
        </section>
      ))}
      {hookOutsideProvider && <DocsVersionLabel />}
      {renderLinkOutsideRouter && <LinkOutsideRouter onError={setRouterError} />}
      {routerError && <Rethrow error={routerError} />}
    </>
  );
}
