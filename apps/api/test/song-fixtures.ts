import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Song, SongPage } from '@levita/contracts';
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import { bearer, signedIn } from './accounts-fixtures';
import { onTestEnd } from './helper';
import { approve, createMinistry, requestAccess, type SignedIn } from './ministry-fixtures';

export const person = (app: FastifyInstance, key: string) =>
  signedIn(app, { email: `${key}@example.com`, nome: key });

/** An owner and their new ministry: where most song tests start. */
export async function ownerWithMinistry(app: FastifyInstance, key = 'owner') {
  const owner = await person(app, key);
  const ministry = await createMinistry(app, owner, { nome: `Ministério ${key}` });
  return { owner, ministry };
}

/** A user who joined the ministry and was approved (an active MEMBRO). */
export async function activeMember(
  app: FastifyInstance,
  owner: SignedIn,
  ministry: Parameters<typeof requestAccess>[2],
  key: string,
) {
  const member = await person(app, key);
  await approve(app, owner, await requestAccess(app, member, ministry));
  return member;
}

export interface Call {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  url: string;
  payload?: object;
  headers?: Record<string, string>;
}

/** A call to the API as `user` (anonymous when undefined). */
export const call = (app: FastifyInstance, user: SignedIn | undefined, request: Call) =>
  app.inject({
    method: request.method,
    url: request.url,
    headers: { ...(user ? bearer(user.token) : {}), ...request.headers },
    ...(request.payload ? { payload: request.payload } : {}),
  });

export async function createSong(
  app: FastifyInstance,
  user: SignedIn,
  ministryId: number,
  fields: Record<string, unknown> = {},
): Promise<Song> {
  const response = await call(app, user, {
    method: 'POST',
    url: '/api/musicas',
    payload: { ministerio_id: ministryId, nome: 'Canção', artista: 'Artista', ...fields },
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json<Song>();
}

/** Songs straight from the database, one row per song; the (soft) deleted ones included. */
export async function songRows(app: FastifyInstance) {
  return app.db.selectFrom('songs').selectAll().orderBy('id').execute();
}

/** GET a song page and check it answered 200. */
export async function songPage(
  app: FastifyInstance,
  user: SignedIn,
  url: string,
  headers: Record<string, string> = {},
): Promise<SongPage> {
  const response = await call(app, user, { method: 'GET', url, headers });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<SongPage>();
}

export interface FakeRequest {
  method: string;
  url: URL;
  headers: IncomingMessage['headers'];
}

/**
 * A stand-in for Deezer's API on 127.0.0.1, closed when the test ends. It records every
 * request; `respond` answers it (or leaves it hanging, for the timeout case).
 */
export async function fakeDeezer(respond: (request: FakeRequest, res: ServerResponse) => void) {
  const requests: FakeRequest[] = [];
  const server = createServer((req, res) => {
    const request = {
      method: req.method ?? '',
      url: new URL(req.url ?? '/', 'http://127.0.0.1'),
      headers: req.headers,
    };
    requests.push(request);
    respond(request, res);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  onTestEnd(async () => {
    server.closeAllConnections();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  });
  return { url: `http://127.0.0.1:${port}`, requests };
}

/** A fake Deezer that answers every search with this status and body. */
export const deezerAnswering = (status: number, body: string | object, contentType?: string) =>
  fakeDeezer((_request, res) => {
    const text = typeof body === 'string' ? body : JSON.stringify(body);
    res.writeHead(status, {
      'content-type': contentType ?? (typeof body === 'string' ? 'text/html' : 'application/json'),
    });
    res.end(text);
  });

/** An address where nothing listens: a port that was free a moment ago. */
export async function closedPortUrl() {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return `http://127.0.0.1:${port}`;
}

/** A track as Deezer's /search answers it (only the fields the API reads, and a few more). */
export const deezerTrack = (id: number, title: string, extra: Record<string, unknown> = {}) => ({
  id,
  readable: true,
  title,
  title_short: title,
  duration: 245,
  rank: 812345,
  preview: `https://cdnt-preview.dzcdn.net/api/1/1/${id}.mp3`,
  artist: { id: 7, name: 'Hillsong United', link: 'https://www.deezer.com/artist/7' },
  album: {
    id: 70,
    title: 'Zion',
    cover: 'https://api.deezer.com/album/70/image',
    cover_medium: `https://e-cdns-images.dzcdn.net/images/cover/${id}/250x250-000000-80-0-0.jpg`,
  },
  type: 'track',
  ...extra,
});
