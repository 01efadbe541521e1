import { functionDisplayName, keyInUse, ministryLinks, type ServerLocale } from '@levita/contracts';
import { ICalCalendar } from 'ical-generator';
import { message } from '../i18n/messages';
import { vtimezone } from './vtimezone';
import { wallClock } from './wall-clock';

/**
 * How long a service lasts in the feed. A schedule has a start time only; two hours covers a
 * service with the team's call time, and calendar apps need an end to draw the event.
 */
export const FEED_EVENT_MINUTES = 120;

/** How often calendar apps are asked to fetch the feed again (most fetch on their own clock). */
const REFRESH_SECONDS = 60 * 60;

export interface FeedSchedule {
  id: number;
  ministry_id: number;
  ministryName: string;
  titulo: string;
  data: string;
  horario: string;
  local: string | null;
  updated_at: string;
  /** The functions the feed's owner plays in it. */
  functions: readonly { nome: string }[];
  songs: readonly {
    ordem: number;
    nome: string;
    tom_alterado: string | null;
    tom: string | null;
  }[];
}

export interface FeedOptions {
  timeZone: string;
  /** The web app's origin; each event links to the schedule's detail there. */
  origin: string;
  /** The server's own host name (APP_URL's), which makes event UIDs unique to this server. */
  uidDomain: string;
  locale: ServerLocale;
}

const DAY_MS = 86_400_000;
const dayOf = (date: string) => Date.parse(`${date}T00:00:00Z`);

/**
 * The user's schedules as an iCalendar document (RFC 5545): one event per schedule, at its
 * wall-clock time in TIME_ZONE (TZID and a VTIMEZONE), UID stable per schedule so a fetch
 * updates the event instead of adding one, LAST-MODIFIED and DTSTAMP from the schedule's
 * last save so calendar apps see what changed.
 */
export function scheduleFeed(schedules: readonly FeedSchedule[], options: FeedOptions): string {
  const { timeZone, origin, locale, uidDomain } = options;
  const text = (key: Parameters<typeof message>[1], params?: Record<string, string | number>) =>
    message(locale, key, params);
  const days = schedules.map((schedule) => dayOf(schedule.data));
  const calendar = new ICalCalendar({
    prodId: { company: 'Levita', product: 'Escalas', language: locale === 'en-US' ? 'EN' : 'PT' },
    name: text('calendar_name'),
    ttl: REFRESH_SECONDS,
    // No calendar-wide zone: ical-generator would then write DTSTAMP in local time, and RFC
    // 5545 wants it in UTC. Each event names the zone, and the VTIMEZONE covers their days.
    timezone: {
      name: null,
      generator: (zone) => vtimezone(zone, Math.min(...days), Math.max(...days) + DAY_MS),
    },
    x: [['X-WR-TIMEZONE', timeZone]],
  });

  for (const schedule of schedules) {
    const url = origin + ministryLinks.schedule(schedule.ministry_id, schedule.id);
    const functions = schedule.functions.map((fn) => functionDisplayName(fn.nome, locale));
    const songs = schedule.songs.map((song) => {
      const key = keyInUse(song);
      const values = { order: song.ordem, name: song.nome };
      return key
        ? text('calendar_event_song_with_key', { ...values, key })
        : text('calendar_event_song', values);
    });
    const description = [
      functions.length
        ? text('calendar_event_functions', { functions: functions.join(', ') })
        : text('calendar_event_no_function'),
      ...(songs.length ? ['', text('calendar_event_songs'), ...songs] : []),
      '',
      text('calendar_event_link', { url }),
    ].join('\n');
    const saved = new Date(schedule.updated_at);
    calendar.createEvent({
      id: `escala-${schedule.id}@${uidDomain}`,
      start: wallClock(schedule.data, schedule.horario),
      end: wallClock(schedule.data, schedule.horario, FEED_EVENT_MINUTES),
      timezone: timeZone,
      summary: text('calendar_event_summary', {
        title: schedule.titulo,
        ministry: schedule.ministryName,
      }),
      location: schedule.local,
      description,
      url,
      stamp: saved,
      lastModified: saved,
    });
  }
  return calendar.toString();
}
