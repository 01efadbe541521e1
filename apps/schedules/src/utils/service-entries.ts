import {
  runSheet,
  type ScheduledItem,
  type ScheduledSong,
  type ScheduleDetail,
  songMinutes,
} from '@levita/contracts';

/** One entry of the service: a song or another part, with its start on the wall clock. */
export type ServiceEntry =
  | { song: ScheduledSong; item?: undefined; inicio: string; minutos: number | null }
  | { item: ScheduledItem; song?: undefined; inicio: string; minutos: number };

export interface ServiceRunSheet {
  entries: ServiceEntry[];
  /** The whole service in minutes, counting the lengths known. */
  total_minutos: number;
  /** Songs without a length: the times after the first of them are a lower bound. */
  sem_duracao: number;
}

/**
 * The schedule's songs and parts in the order of the service (each entry's `ordem` in the
 * detail is its place, songs and parts counted together), with the run sheet's times
 * (docs/schedules.md "Service order").
 */
export function serviceRunSheet(
  schedule: Pick<ScheduleDetail, 'horario' | 'musicas' | 'musicas_escaladas' | 'itens'>,
): ServiceRunSheet {
  const placeOf = new Map(
    schedule.musicas_escaladas.map((entry) => [entry.musica_id, entry.ordem]),
  );
  const placed = [
    ...schedule.musicas.map((song) => ({
      at: placeOf.get(song.musica_id) ?? song.ordem,
      song,
      minutos: songMinutes(song.musica.duracao),
    })),
    ...schedule.itens.map((item) => ({ at: item.ordem, item, minutos: item.duracao_minutos })),
  ].sort((a, b) => a.at - b.at);
  const sheet = runSheet(
    schedule.horario,
    placed.map((entry) => ({ duracao_minutos: entry.minutos })),
  );
  return {
    entries: placed.map(({ at: _, ...entry }, index) => ({
      ...entry,
      inicio: sheet.inicios[index]!,
    })) as ServiceEntry[],
    total_minutos: sheet.total_minutos,
    sem_duracao: sheet.sem_duracao,
  };
}

/** "45 min", "1 h 05 min": a length as the run sheet shows it. */
export function minutesText(
  t: (key: string, options?: Record<string, unknown>) => string,
  minutes: number,
): string {
  if (minutes < 60) return t('schedules:serviceItem.minutes', { count: minutes });
  return t('schedules:serviceItem.hoursMinutes', {
    hours: Math.floor(minutes / 60),
    minutes: String(minutes % 60).padStart(2, '0'),
  });
}

/**
 * A run sheet's 'HH:mm' as a wall-clock date-time the formatters read ("7:05 PM" in English):
 * any day serves, only the time is shown.
 */
export const onTheClock = (time: string) => `2000-01-01T${time}:00`;
