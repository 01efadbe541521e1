import { describe, expect, it } from 'vitest';
import { onTestEnd, testDatabaseKind } from './helper';
import { serverDatabaseEnv, startServerProcess } from './server-process';

/** A server process killed when the test ends, if the test did not kill it first. */
async function startServer(env: Record<string, string>) {
  const server = await startServerProcess(env);
  onTestEnd(server.kill);
  return server;
}

async function post(url: string, path: string, body: object, token?: string) {
  const response = await fetch(`${url}/api${path}`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

// Three kill -9 rounds during concurrent song writes lost no acknowledged write; this keeps it so.
// Every 201 the server sent must be in the data the next server opens.
describe(`a server killed with SIGKILL during writes (${testDatabaseKind})`, () => {
  it('keeps every song it acknowledged', { timeout: 60_000 }, async () => {
    const env = await serverDatabaseEnv('crash');
    const first = await startServer(env);
    const account = { nome: 'Ana', email: 'ana@example.com', telefone: '(11) 98765-4321' };
    await post(first.url, '/register', { ...account, senha: 'Abcdef1!' });
    const { body: session } = await post(first.url, '/login', {
      email: account.email,
      senha: 'Abcdef1!',
    });
    const token = session.access_token as string;
    const { body: ministry } = await post(first.url, '/ministerios', { nome: 'Louvor' }, token);

    const acknowledged: number[] = [];
    let killed = false;
    const writer = async (name: string) => {
      for (let n = 0; !killed; n++) {
        const song = { ministerio_id: ministry.id, nome: `${name} ${n}`, artista: 'Banda' };
        const answer = await post(first.url, '/musicas', song, token).catch(() => undefined);
        if (answer?.status === 201) acknowledged.push(answer.body.id as number);
      }
    };
    const writers = ['a', 'b', 'c', 'd', 'e', 'f'].map(writer);
    while (acknowledged.length < 60) await new Promise((resolve) => setTimeout(resolve, 20));
    await first.kill();
    killed = true;
    await Promise.all(writers);

    const second = await startServer(env);
    const ids = new Set<number>();
    for (let page = 1; ; page++) {
      const response = await fetch(
        `${second.url}/api/musicas?ministerio_id=${ministry.id}&pagina=${page}&por_pagina=100`,
        { headers: { authorization: `Bearer ${token}` } },
      );
      expect(response.status).toBe(200);
      const { musicas } = (await response.json()) as { musicas: { id: number }[] };
      for (const song of musicas) ids.add(song.id);
      if (musicas.length < 100) break;
    }
    const lost = acknowledged.filter((id) => !ids.has(id));
    expect({ acknowledged: acknowledged.length >= 60, lost }).toEqual({
      acknowledged: true,
      lost: [],
    });
  });
});
