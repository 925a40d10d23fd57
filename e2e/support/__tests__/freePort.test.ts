import {createServer, type Server} from 'node:net';
import {afterEach, describe, expect, it} from 'vitest';
import {freePort} from '../freePort';

const servers: Server[] = [];

function listen(port: number): Promise<Server> {
  const server = createServer();
  servers.push(server);
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve(server));
  });
}

afterEach(async () => {
  await Promise.all(servers.splice(0).map((server) => new Promise((resolve) => server.close(resolve))));
});

describe('freePort', () => {
  it('gives a port that a server can then listen on', async () => {
    const port = await freePort();
    expect(port).toBeGreaterThan(0);
    await expect(listen(port)).resolves.toBeDefined();
  });

  it('never gives a port that another server holds', async () => {
    const held = await listen(0);
    const heldPort = (held.address() as {port: number}).port;
    const ports = await Promise.all(Array.from({length: 20}, () => freePort()));
    expect(ports).not.toContain(heldPort);
  });
});
