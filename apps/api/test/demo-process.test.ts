import { describe, expect, it } from 'vitest';
import { DEMO_PASSWORD, demoPerson, demoSignIns } from '@levita/contracts/demo';
import { onTestEnd, testDatabaseKind } from './helper';
import { serverDatabaseEnv, startServerProcess } from './server-process';

async function startServer(env: Record<string, string>) {
  const server = await startServerProcess(env);
  onTestEnd(server.kill);
  return server;
}

const signIn = (url: string, email: string) =>
  fetch(`${url}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, senha: DEMO_PASSWORD }),
  });

// `npm start -- --demo` runs the built server with DEMO=1 (scripts/start.mjs): the real
// process seeds before it listens and prints how to sign in; the next start leaves the data.
describe(`the server started with DEMO=1 (${testDatabaseKind})`, () => {
  it('seeds an empty database once and prints the logins', { timeout: 60_000 }, async () => {
    const env = { ...(await serverDatabaseEnv('demo')), DEMO: '1' };
    const first = await startServer(env);
    const owner = demoPerson(demoSignIns.PROPRIETARIO).email;
    const announced = await first.printed(`Password / Senha:      ${DEMO_PASSWORD}`);
    expect(announced).toContain('Demo ready / Demo pronta: http://localhost:');
    expect(announced).toContain(owner);
    expect((await signIn(first.url, owner)).status).toBe(200);
    await first.kill();

    const second = await startServer(env);
    expect(await second.printed('the database already has data')).not.toContain('Demo ready');
    expect((await signIn(second.url, owner)).status).toBe(200);
  });
});
