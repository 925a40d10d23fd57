import {createServer} from 'node:net';

/**
 * A TCP port that nothing listens on at the time of the call, chosen by the
 * OS. Tests that start their own server use it instead of a fixed number: a
 * fixed port that another program already holds sends the test's requests to
 * that program (a failure that says nothing about the site).
 */
export async function freePort(host = '127.0.0.1'): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve, reject) => {
    probe.once('error', reject);
    probe.listen(0, host, resolve);
  });
  const address = probe.address();
  await new Promise<void>((resolve) => probe.close(() => resolve()));
  if (address === null || typeof address === 'string') {
    throw new Error('the OS gave no TCP port');
  }
  return address.port;
}
