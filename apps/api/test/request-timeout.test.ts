import { connect } from 'node:net';
import type { AddressInfo } from 'node:net';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config';
import { buildTestApp } from './helper';

// Once, a body trickled one byte at a time was never cut off, so a few hundred such clients could
// hold every socket of the server.
describe('a request that does not finish arriving', () => {
  it('is answered 408 and its connection closed after REQUEST_TIMEOUT_SECONDS', async () => {
    const app = await buildTestApp({ env: { REQUEST_TIMEOUT_SECONDS: '1' } });
    await app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = app.server.address() as AddressInfo;

    const socket = connect(port, '127.0.0.1');
    socket.on('error', () => {}); // the server may reset it while a byte is on its way
    let received = '';
    socket.on('data', (chunk) => (received += chunk.toString()));
    const closed = new Promise((resolve) => socket.on('close', resolve));
    socket.write(
      'POST /api/login HTTP/1.1\r\nHost: levita.test\r\nContent-Type: application/json\r\n' +
        'Content-Length: 1000\r\n\r\n{',
    );
    const trickle = setInterval(() => socket.write(' '), 100);
    try {
      await closed; // without a request timeout the test itself times out here
    } finally {
      clearInterval(trickle);
    }
    expect(received).toMatch(/^HTTP\/1\.1 408 /);
  });

  it('names the variable when the setting is out of range', () => {
    expect(() => loadConfig({ REQUEST_TIMEOUT_SECONDS: '0' })).toThrow(/REQUEST_TIMEOUT_SECONDS/);
  });
});
