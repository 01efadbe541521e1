// Finds the PostgreSQL server the API tests run against a second time (after SQLite).
import { connect } from 'node:net';

export const defaultTestDatabaseUrl = 'postgres://postgres@127.0.0.1:5432/test';

/** True when something accepts TCP connections at the URL's host and port within 2 s. */
export function postgresAnswers(url) {
  const { hostname, port } = new URL(url);
  return new Promise((resolve) => {
    const socket = connect({ host: hostname, port: Number(port || 5432), timeout: 2000 });
    const done = (ok) => {
      socket.destroy();
      resolve(ok);
    };
    socket.once('connect', () => done(true));
    socket.once('timeout', () => done(false));
    socket.once('error', () => done(false));
  });
}
