import { randomBytes } from 'node:crypto';
import { mkdtemp, mkdir, rm, writeFile } from 'node:fs/promises';
import { createServer, request as httpRequest, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Redis } from 'ioredis';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dropSchema, testDatabaseKind, testDatabaseUrl } from './helper';
import { type ServerProcess, startServerProcess } from './server-process';
import { type SmtpCapture, startSmtpCapture } from './smtp-capture';

/** One address in front of the replicas, taking turns as a round-robin load balancer does. */
async function roundRobin(targets: string[]): Promise<{ url: string; server: Server }> {
  let turn = 0;
  const server = createServer((incoming, outgoing) => {
    const target = new URL(incoming.url ?? '/', targets[turn++ % targets.length]);
    const forwarded = httpRequest(
      target,
      { method: incoming.method, headers: incoming.headers },
      (answer) => {
        outgoing.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(outgoing);
      },
    );
    forwarded.on('error', () => outgoing.destroy());
    incoming.pipe(forwarded);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, server };
}

// A client address of this run's own: the rate-limit counters live in Redis across runs.
const clientAddress = `198.18.${randomBytes(1)[0]}.${randomBytes(1)[0]}`;

async function call(url: string, path: string, init: RequestInit & { token?: string } = {}) {
  const { token, ...rest } = init;
  const headers = new Headers(rest.headers);
  headers.set('x-forwarded-for', clientAddress);
  if (token) headers.set('authorization', `Bearer ${token}`);
  if (typeof rest.body === 'string') headers.set('content-type', 'application/json');
  return fetch(`${url}/api${path}`, { ...rest, headers });
}

// The design promises scale-out on PostgreSQL + Redis; here are two real API processes on one
// schema, one Redis and one deploy root, behind one address.
describe.runIf(testDatabaseKind === 'postgres')('two API processes behind one address', () => {
  const schema = `levita_replicas_${randomBytes(6).toString('hex')}`;
  let deployRoot: string;
  let replicas: ServerProcess[] = [];
  let front: { url: string; server: Server };
  let smtp: SmtpCapture;
  let closeSmtp: () => Promise<void> = async () => {};
  const ana = { nome: 'Ana', email: `ana-${schema}@example.com`, telefone: '(11) 98765-4321' };
  const password = 'Abcdef1!';

  beforeAll(async () => {
    deployRoot = await mkdtemp(join(tmpdir(), 'levita-replicas-'));
    await mkdir(join(deployRoot, 'shell'));
    await writeFile(
      join(deployRoot, 'shell', 'index.html'),
      '<!doctype html><title>Levita</title>',
    );
    smtp = await startSmtpCapture((close) => {
      closeSmtp = close;
    });
    const env = {
      SMTP_URL: smtp.url,
      // Both look at the mail queue every second, so both compete for every job.
      MAIL_POLL_SECONDS: '1',
      DATABASE_URL: testDatabaseUrl!,
      DATABASE_SCHEMA: schema,
      REDIS_URL: 'redis://127.0.0.1:6379',
      JWT_SECRET: randomBytes(32).toString('hex'),
      DEPLOY_ROOT: deployRoot,
      DATA_DIR: join(deployRoot, 'data'),
      TRUST_PROXY: '1',
      AUTH_RATE_LIMIT_PER_IP: '4',
    };
    // One after the other: the first applies the migrations, the second finds them applied.
    replicas = [await startServerProcess(env), await startServerProcess(env)];
    front = await roundRobin(replicas.map((replica) => replica.url));
  }, 60_000);

  afterAll(async () => {
    front?.server.closeAllConnections();
    await new Promise((resolve) => front?.server.close(resolve));
    await Promise.all(replicas.map((replica) => replica.kill()));
    await closeSmtp();
    await dropSchema(schema);
    const redis = new Redis('redis://127.0.0.1:6379');
    const keys = await redis.keys(`levita-rate-limit:*${clientAddress}*`);
    if (keys.length) await redis.del(...keys);
    await redis.quit();
    await rm(deployRoot, { recursive: true, force: true });
  });

  const [first, second] = [() => replicas[0]!.url, () => replicas[1]!.url];
  let token: string;
  let ministryId: number;

  it('sign in through one, and the token works on both', async () => {
    expect(
      (
        await call(front.url, '/register', {
          method: 'POST',
          body: JSON.stringify({ ...ana, senha: password }),
        })
      ).status,
    ).toBe(201);
    const login = await call(second(), '/login', {
      method: 'POST',
      body: JSON.stringify({ email: ana.email, senha: password }),
    });
    expect(login.status).toBe(200);
    token = ((await login.json()) as { access_token: string }).access_token;
    for (const url of [first(), second(), front.url])
      expect((await call(url, '/usuario', { token })).status).toBe(200);
  });

  it('serve a logo uploaded through one from the other', async () => {
    const png = await sharp({
      create: { width: 32, height: 32, channels: 3, background: '#3366cc' },
    })
      .png()
      .toBuffer();
    const form = new FormData();
    form.set('nome', 'Louvor');
    form.set('logo', new Blob([new Uint8Array(png)], { type: 'image/png' }), 'logo.png');
    const created = await call(first(), '/ministerios', { method: 'POST', body: form, token });
    expect(created.status).toBe(201);
    const { logo, id } = (await created.json()) as { logo: string; id: number };
    ministryId = id;
    const served = await fetch(`${second()}${logo}`);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/png');
    expect((await served.arrayBuffer()).byteLength).toBeGreaterThan(0);
  });

  it('send each schedule e-mail once, whichever of them takes the job', async () => {
    const json = async <T>(answer: Promise<Response>, status = 200) => {
      const response = await answer;
      expect(response.status, await response.clone().text()).toBe(status);
      return (await response.json()) as T;
    };
    const [owner] = await json<{ id: number }[]>(
      call(front.url, `/ministerios/${ministryId}/membros`, { token }),
    );
    const [fn] = await json<{ id: number }[]>(
      call(front.url, `/ministerios/${ministryId}/funcoes`, { token }),
    );
    await json(
      call(front.url, `/membros/${owner!.id}/funcoes`, {
        method: 'POST',
        body: JSON.stringify({ funcao_id: fn!.id }),
        token,
      }),
      201,
    );
    // Published, ahead of any test clock: each one is an e-mail to Ana.
    const titles = Array.from({ length: 6 }, (_, i) => `Culto ${i + 1}`);
    for (const titulo of titles)
      await json(
        call(front.url, '/escalas', {
          method: 'POST',
          body: JSON.stringify({
            ministerio_id: ministryId,
            titulo,
            data: '2099-12-20',
            horario: '19:00',
            publicada: true,
            membros_escalados: [{ membro_id: owner!.id, funcao_id: fn!.id }],
          }),
          token,
        }),
        201,
      );
    await smtp.waitForMessage(titles.length);
    // Two more polling rounds of both: nothing is sent twice.
    await new Promise((resolve) => setTimeout(resolve, 2500));
    expect(smtp.messages.map((mail) => mail.subject).sort()).toEqual(
      titles.map((titulo) => `Você está na escala: ${titulo}`).sort(),
    );
    expect(smtp.messages.every((mail) => mail.envelopeTo[0] === ana.email)).toBe(true);
  });

  it('count a rate limit across both', async () => {
    const ask = (url: string) =>
      call(url, '/recuperar-senha', { method: 'POST', body: JSON.stringify({ email: ana.email }) });
    // AUTH_RATE_LIMIT_PER_IP is 4: two on each replica, then the fifth on either is refused.
    for (const url of [first(), second(), first(), second()])
      expect((await ask(url)).status).toBe(200);
    expect((await ask(first())).status).toBe(429);
    expect((await ask(second())).status).toBe(429);
  });

  it('refuse on both a token that a password change on one revoked', async () => {
    const me = (await (await call(first(), '/usuario', { token })).json()) as { id: number };
    const changed = await call(first(), `/usuarios/${me.id}`, {
      method: 'PUT',
      body: JSON.stringify({ senha_atual: password, nova_senha: 'Trocada4$' }),
      token,
    });
    expect(changed.status).toBe(200);
    for (const url of [first(), second()])
      expect((await call(url, '/usuario', { token })).status).toBe(401);
  });

  it('show a deploy to both at once', async () => {
    const manifest = {
      repertoire: { version: '9.9.9', entry: '/remotes/repertoire/9.9.9/remoteEntry.js' },
    };
    await writeFile(join(deployRoot, 'remotes.json'), JSON.stringify(manifest));
    for (const url of [first(), second()])
      expect(await (await fetch(`${url}/remotes.json`)).json()).toEqual(manifest);
  });
});
