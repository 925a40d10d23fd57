import type {Page} from '@playwright/test';

/**
 * The site's sandboxed srcdoc iframes hold no script; Playwright's trace
 * snapshotter tries to run one in them, and chrome-headless-shell (the
 * npm-shipped browser) reports the refusal as a console error of the page.
 */
export function isTracingArtefact(text: string): boolean {
  return text.startsWith("Blocked script execution in 'about:srcdoc' because the document's frame is sandboxed");
}

/**
 * Collects console errors and uncaught exceptions from the moment it is
 * called; read the returned array after the page has done its work.
 */
export function collectConsoleErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' && !isTracingArtefact(message.text())) {
      errors.push(message.text());
    }
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}
