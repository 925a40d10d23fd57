import React, {useEffect, useState} from 'react';
import {crashCauseMessage, crashMessage} from './messages';

/**
 * Renders normally on the server, so the static build succeeds, then throws on
 * its first render after hydration: the theme's error boundary must take over.
 */
export default function CrashTest(): React.ReactNode {
  const [inBrowser, setInBrowser] = useState(false);
  useEffect(() => setInBrowser(true), []);
  if (inBrowser) {
    throw new Error(crashMessage, {cause: new Error(crashCauseMessage)});
  }
  return (
    <p>
      This text is the server-rendered content. Once the page hydrates, the component throws during render, and the
      layout&apos;s error boundary must replace this text with the crash page and its &quot;Try again&quot; button. The
      error has a cause, so the crash page must also show the cause chain.
    </p>
  );
}
