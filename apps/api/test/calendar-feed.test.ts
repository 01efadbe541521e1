import type { CalendarFeed, RegenerateCalendarFeedResponse } from '@levita/contracts';
import type { FastifyInstance } from 'fastify';
import ICAL from 'ical.js';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { buildTestApp, type TestAppOptions } from './helper';
import { approve, requestAccess, type SignedIn } from './ministry-fixtures';
import {
  createSchedule,
  putSchedule,
  scheduleFixture,
  sundayService,
  type ScheduleFixture,
} from './schedule-fixtures';
import { call } from './song-fixtures';

/*
 * Each user's secret calendar feed (RFC 5545) with the published schedules they are on, in every
 * ministry; the profile reads its address and may replace it.
 */

/** The feed parsed by ical.js, its zones registered so times convert to instants. */
function parseFeed(text: string) {
  const calendar = new ICAL.Component(ICAL.parse(text));
  ICAL.TimezoneService.reset();
  for (const zone of calendar.getAllSubcomponents('vtimezone')) ICAL.TimezoneService.register(zone);
  return calendar.getAllSubcomponents('vevent').map((component) => {
    const event = new ICAL.Event(component);
    const value = (name: string) => component.getFirstPropertyValue(name);
    return {
      uid: event.uid,
      summary: event.summary,
      location: event.location,
      description: event.description,
      url: String(value('url')),
      start: event.startDate.toJSDate().toISOString(),
      end: event.endDate.toJSDate().toISOString(),
      zone: component.getFirstProperty('dtstart')!.getParameter('tzid'),
      wallClock: event.startDate.toString(),
      stamp: value('dtstamp') as ICAL.Time,
      lastModified: String(value('last-modified')),
    };
  });
}

afterEach(() => vi.useRealTimers());

async function setup(options: TestAppOptions = {}) {
  const app = await buildTestApp(options);
  const f = await scheduleFixture(app);
  const address = async (user: SignedIn) => {
    const response = await call(app, user, { method: 'GET', url: '/api/usuario/calendario' });
    expect(response.statusCode, response.body).toBe(200);
    return response.json<CalendarFeed>().url;
  };
  return { app, f, address };
}

/** GET on the feed's address, as a calendar app does: no token header, just the path. */
const fetchFeed = (app: FastifyInstance, url: string, remoteAddress = '203.0.113.9') =>
  app.inject({ method: 'GET', url: new URL(url).pathname, remoteAddress });

async function feedOf(app: FastifyInstance, url: string) {
  const response = await fetchFeed(app, url);
  expect(response.statusCode, response.body).toBe(200);
  return parseFeed(response.body);
}

/** Ana joins the second ministry and is put on one of its services, with no function. */
async function anaInOtherMinistry(app: FastifyInstance, f: ScheduleFixture) {
  await approve(app, f.other.owner, await requestAccess(app, f.people.ana, f.other.ministry));
  const anaThere = (await app.repos.members.find(f.other.ministry.id, f.people.ana.id))!.id;
  return createSchedule(app, f.other.owner, {
    ministerio_id: f.other.ministry.id,
    titulo: 'Vigília',
    data: '2026-12-05',
    horario: '23:30',
    publicada: true,
    musicas_escaladas: [{ musica_id: f.other.songId, ordem: 1 }],
    membros_escalados: [{ membro_id: anaThere, funcao_id: null }],
  });
}

describe('GET /api/calendario/:token.ics', () => {
  it("lists exactly the user's published schedules across ministries, at their wall-clock time in TIME_ZONE", async () => {
    const { app, f, address } = await setup();
    const sunday = await createSchedule(app, f.people.owner, sundayService(f));
    // A draft Ana is on, and a service Ana is not on: neither is hers to see.
    await createSchedule(
      app,
      f.people.owner,
      sundayService(f, { titulo: 'Ensaio', publicada: false }),
    );
    await createSchedule(
      app,
      f.people.owner,
      sundayService(f, {
        titulo: 'Culto de quarta',
        membros_escalados: [{ membro_id: f.ids.bruno, funcao_id: f.functions.baixo.id }],
      }),
    );
    const vigil = await anaInOtherMinistry(app, f);

    const url = await address(f.people.ana);
    expect(url).toMatch(/^http:\/\/levita\.test\/api\/calendario\/[A-Za-z0-9_-]{43}\.ics$/);
    const response = await fetchFeed(app, url);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/calendar; charset=utf-8');
    expect(response.body.startsWith('BEGIN:VCALENDAR\r\n')).toBe(true);

    const events = parseFeed(response.body);
    expect(events.map((event) => event.summary)).toEqual([
      `Culto de Domingo · ${f.ministry.nome}`,
      `Vigília · ${f.other.ministry.nome}`,
    ]);
    const [first, second] = events as [(typeof events)[0], (typeof events)[0]];
    expect(first).toMatchObject({
      uid: `escala-${sunday.id}@levita.test`,
      zone: 'America/Sao_Paulo',
      wallClock: '2026-11-22T19:00:00',
      // 19:00 in São Paulo (UTC-3, no summer time since 2019) is 22:00 UTC; two hours long.
      start: '2026-11-22T22:00:00.000Z',
      end: '2026-11-23T00:00:00.000Z',
      location: 'Templo principal',
      url: expect.stringMatching(new RegExp(`/ministerios/${f.ministry.id}/escalas/${sunday.id}$`)),
    });
    expect(first.description).toBe(
      [
        'Suas funções: Violão',
        '',
        'Músicas:',
        '1. Aleluia (Tom: D)',
        '2. Bondade de Deus',
        '',
        `Ver a escala: ${first.url}`,
      ].join('\n'),
    );
    expect(first.stamp.zone).toBe(ICAL.Timezone.utcTimezone);
    expect(second).toMatchObject({
      uid: `escala-${vigil.id}@levita.test`,
      wallClock: '2026-12-05T23:30:00',
      start: '2026-12-06T02:30:00.000Z',
    });
    expect(second.description).toContain('Você está na escala sem função definida.');

    // Someone else's feed has their own schedules only.
    const brunos = await feedOf(app, await address(f.people.bruno));
    expect(brunos.map((event) => event.summary.split(' · ')[0])).toEqual([
      'Culto de Domingo',
      'Culto de quarta',
    ]);
  });

  it('follows changes: same UID with the new details, removals and departures drop out', async () => {
    const { app, f, address } = await setup();
    const sunday = await createSchedule(app, f.people.owner, sundayService(f));
    const later = await createSchedule(
      app,
      f.people.owner,
      sundayService(f, { data: '2026-11-29' }),
    );
    await anaInOtherMinistry(app, f);
    const url = await address(f.people.ana);
    const before = await feedOf(app, url);
    expect(before).toHaveLength(3);

    // LAST-MODIFIED counts whole seconds: the edit comes a minute later.
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + 60_000);
    const moved = await putSchedule(
      app,
      f.people.owner,
      sunday.id,
      sundayService(f, { titulo: 'Culto da família', horario: '18:00' }),
    );
    expect(moved.statusCode, moved.body).toBe(200);
    // Ana taken off the later service; Ana leaves the second ministry.
    const off = await putSchedule(
      app,
      f.people.owner,
      later.id,
      sundayService(f, {
        data: '2026-11-29',
        membros_escalados: [{ membro_id: f.ids.bruno, funcao_id: f.functions.baixo.id }],
      }),
    );
    expect(off.statusCode, off.body).toBe(200);
    const left = await call(app, f.people.ana, {
      method: 'DELETE',
      url: `/api/ministerios/${f.other.ministry.id}/sair`,
    });
    expect(left.statusCode, left.body).toBe(200);

    const after = await feedOf(app, url);
    expect(after).toHaveLength(1);
    expect(after[0]).toMatchObject({
      uid: before[0]!.uid,
      summary: `Culto da família · ${f.ministry.nome}`,
      wallClock: '2026-11-22T18:00:00',
    });
    expect(after[0]!.lastModified > before[0]!.lastModified).toBe(true);

    const deleted = await call(app, f.people.owner, {
      method: 'DELETE',
      url: `/api/escalas/${sunday.id}`,
    });
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect(await feedOf(app, url)).toEqual([]);
  });

  it("writes times in the server's TIME_ZONE", async () => {
    const { app, f, address } = await setup({ env: { TIME_ZONE: 'Asia/Tokyo' } });
    await createSchedule(app, f.people.owner, sundayService(f));
    const [event] = await feedOf(app, await address(f.people.ana));
    expect(event).toMatchObject({
      zone: 'Asia/Tokyo',
      wallClock: '2026-11-22T19:00:00',
      start: '2026-11-22T10:00:00.000Z',
    });
  });

  it('answers the same 404 to a malformed, an unknown and a replaced token', async () => {
    const { app, f, address } = await setup();
    const url = await address(f.people.ana);
    const unknown = url.replace(/[A-Za-z0-9_-]{43}\.ics$/, `${'A'.repeat(43)}.ics`);
    const malformed = url.replace(/[A-Za-z0-9_-]{43}\.ics$/, 'nope.ics');
    const regenerated = await call(app, f.people.ana, {
      method: 'POST',
      url: '/api/usuario/calendario',
    });
    expect(regenerated.statusCode, regenerated.body).toBe(200);
    const answers = await Promise.all(
      [url, unknown, malformed].map((address) => fetchFeed(app, address)),
    );
    for (const answer of answers) expect(answer.statusCode).toBe(404);
    expect(new Set(answers.map((answer) => answer.body)).size).toBe(1);
  });
});

describe('/api/usuario/calendario', () => {
  it('keeps one address per user, and regenerating revokes the old one', async () => {
    const { app, f, address } = await setup();
    await createSchedule(app, f.people.owner, sundayService(f));
    const first = await address(f.people.ana);
    expect(await address(f.people.ana)).toBe(first);
    expect(await address(f.people.bruno)).not.toBe(first);

    const response = await call(app, f.people.ana, {
      method: 'POST',
      url: '/api/usuario/calendario',
    });
    expect(response.statusCode, response.body).toBe(200);
    const regenerated = response.json<RegenerateCalendarFeedResponse>();
    expect(regenerated.message).toMatch(/^Novo endereço gerado/);
    expect(regenerated.url).not.toBe(first);
    expect(await address(f.people.ana)).toBe(regenerated.url);
    expect((await fetchFeed(app, first)).statusCode).toBe(404);
    expect(await feedOf(app, regenerated.url)).toHaveLength(1);
  });

  it('builds the address on APP_URL when it is set, else on the origin the request came to', async () => {
    const configured = await setup({ env: { APP_URL: 'https://louvor.example.org/' } });
    expect(await configured.address(configured.f.people.ana)).toMatch(
      /^https:\/\/louvor\.example\.org\/api\/calendario\/[A-Za-z0-9_-]{43}\.ics$/,
    );
    // Without APP_URL, and with the host the browser used, as behind any host name.
    const { app, f } = await setup({ env: { APP_URL: '' } });
    const response = await call(app, f.people.ana, {
      method: 'GET',
      url: '/api/usuario/calendario',
      headers: { host: 'igreja.example.com:8443' },
    });
    expect(response.json<CalendarFeed>().url).toMatch(
      /^http:\/\/igreja\.example\.com:8443\/api\/calendario\//,
    );
  });

  it('needs a signed-in user', async () => {
    const app = await buildTestApp();
    for (const method of ['GET', 'POST'] as const)
      expect(
        (await call(app, undefined, { method, url: '/api/usuario/calendario' })).statusCode,
      ).toBe(401);
  });
});

describe('calendar feed rate limit', () => {
  it('stops one address after CALENDAR_FEED_RATE_LIMIT_PER_IP fetches a minute', async () => {
    const { app, f, address } = await setup({ env: { CALENDAR_FEED_RATE_LIMIT_PER_IP: '2' } });
    const url = await address(f.people.ana);
    expect((await fetchFeed(app, url)).statusCode).toBe(200);
    expect((await fetchFeed(app, url)).statusCode).toBe(200);
    const blocked = await fetchFeed(app, url);
    expect(blocked.statusCode).toBe(429);
    expect(blocked.headers['retry-after']).toBeDefined();
    expect((await fetchFeed(app, url, '198.51.100.4')).statusCode).toBe(200);
  });
});
