/** The crash test's error and its cause; the end-to-end tests look for both on the crash page. */
export const crashMessage = 'Crash test: this component throws on purpose once it runs in the browser.';
export const crashCauseMessage = 'The original failure, attached as the cause of the crash.';
