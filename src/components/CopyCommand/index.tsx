import React, {useEffect, useState} from 'react';
import clsx from 'clsx';
import styles from './styles.module.css';

interface Props {
  /** The shell command shown and copied, without the prompt. */
  command: string;
  className?: string;
}

type CopyState = 'idle' | 'copied' | 'failed';

/**
 * One shell command with a copy button. Deliberately not the theme's CodeBlock:
 * that one pulls in Prism, far too heavy for a single line on the home page.
 */
export default function CopyCommand({command, className}: Props): React.ReactNode {
  const [state, setState] = useState<CopyState>('idle');

  useEffect(() => {
    if (state === 'idle') {
      return undefined;
    }
    const timeout = window.setTimeout(() => setState('idle'), 2000);
    return () => window.clearTimeout(timeout);
  }, [state]);

  async function copy() {
    try {
      await navigator.clipboard.writeText(command);
      setState('copied');
    } catch {
      // Clipboard access can be refused (insecure origin, permissions): say so instead of pretending.
      setState('failed');
    }
  }

  const label = state === 'copied' ? 'Copied' : state === 'failed' ? 'Copy failed' : 'Copy';
  return (
    <div className={clsx(styles.command, className)}>
      <pre className={styles.pre}>
        <span className={styles.prompt} aria-hidden="true">
          ${' '}
        </span>
        <code>{command}</code>
      </pre>
      <button
        type="button"
        className={clsx('button button--sm button--secondary', styles.button)}
        onClick={copy}
        aria-label={state === 'idle' ? 'Copy command to clipboard' : label}>
        {label}
      </button>
      <span className={styles.live} role="status">
        {state === 'copied' ? 'Command copied to the clipboard' : ''}
      </span>
    </div>
  );
}
