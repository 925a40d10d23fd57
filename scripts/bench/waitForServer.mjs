// Shared by the bench scripts that start a server of their own (nginx or
// `docusaurus serve`) and must not measure before it answers.

/**
 * Resolves once url answers at all (any status); throws after timeoutMs, so a
 * server that failed to start stops the bench instead of being measured as
 * all errors.
 * @param {string} url
 * @param {{timeoutMs?: number, intervalMs?: number}} [options]
 */
export async function waitForServer(url, {timeoutMs = 30_000, intervalMs = 200} = {}) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      await fetch(url, {redirect: 'manual'});
      return;
    } catch (error) {
      if (Date.now() >= deadline) {
        throw new Error(`${url} did not answer within ${timeoutMs} ms (${error.message})`);
      }
      await new Promise((resolve) => setTimeout(resolve, intervalMs));
    }
  }
}
