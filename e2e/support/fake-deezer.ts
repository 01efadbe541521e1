// A stand-in for Deezer's API (started by serve-production.ts; the API reaches it through
// DEEZER_API_URL): /search answers from the small catalogue below, so the repertoire's import
// journey runs without the internet. Covers point at the app's own origin (the page's CSP
// takes images from 'self' and https only): the favicon as a cover that loads, and a missing
// file for the track whose cover must fall back to the placeholder.
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

export const brokenCoverTrackId = 9003;

export interface FakeTrack {
  id: number;
  title: string;
  artist: string;
  album: string;
  duration: number;
}

/** What the fake catalogue holds; specs import it to know what a search finds. */
export const fakeDeezerTracks: readonly FakeTrack[] = [
  { id: 9001, title: 'Lugar Secreto', artist: 'Gabriela Rocha', album: 'Céu', duration: 334 },
  {
    id: 9002,
    title: 'Oceans (Where Feet May Fail)',
    artist: 'Hillsong United',
    album: 'Zion',
    duration: 535,
  },
  {
    id: brokenCoverTrackId,
    title: 'Lugar Seguro',
    artist: 'Ministério Sem Capa',
    album: 'Perdido',
    duration: 245,
  },
];

const coverOf = (appUrl: string, id: number) =>
  id === brokenCoverTrackId ? `${appUrl}/covers/missing-${id}.png` : `${appUrl}/favicon.svg`;

/** Starts the server; answers the base URL to give the API as DEEZER_API_URL. */
export async function startFakeDeezer(appUrl: string): Promise<string> {
  let baseUrl = '';
  const server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://127.0.0.1');
    if (url.pathname !== '/search') {
      res.writeHead(404, { 'content-type': 'application/json' }).end('{}');
      return;
    }
    const words = (url.searchParams.get('q') ?? '').toLowerCase().split(/\s+/).filter(Boolean);
    const limit = Number(url.searchParams.get('limit') ?? 25);
    const found = fakeDeezerTracks
      .filter((track) =>
        words.every((word) => `${track.title} ${track.artist}`.toLowerCase().includes(word)),
      )
      .slice(0, limit)
      .map((track) => ({
        id: track.id,
        readable: true,
        title: track.title,
        title_short: track.title,
        duration: track.duration,
        preview: `${baseUrl}/previews/${track.id}.mp3`,
        artist: { id: track.id + 100, name: track.artist },
        album: {
          id: track.id + 200,
          title: track.album,
          cover_medium: coverOf(appUrl, track.id),
        },
        type: 'track',
      }));
    res
      .writeHead(200, { 'content-type': 'application/json' })
      .end(JSON.stringify({ data: found, total: found.length }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return baseUrl;
}
