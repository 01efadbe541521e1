import type { ScheduleDetail } from '@levita/contracts';
import { formatLongDate, formatTime, type Locale } from '@levita/i18n';
import { membersByFunction } from './members-by-function';
import { minutesText, onTheClock, serviceRunSheet } from './service-entries';

/** What the builder needs of i18next: the texts of 'schedule-setlist' and 'schedules'. */
export type SetlistTranslate = (key: string, options?: Record<string, unknown>) => string;

/**
 * The setlist as plain text, for the team's WhatsApp group: title, when and where, the songs
 * numbered with the key to play (with other parts of the service, the run sheet: each entry's
 * start, the parts with their length), the team by function, the notes. Headings are wrapped in
 * asterisks, which WhatsApp shows in bold and anything else shows as they are.
 */
export function setlistText(schedule: ScheduleDetail, locale: Locale, t: SetlistTranslate): string {
  const fact = (field: string, value: string) =>
    t('schedule-setlist:text.fact', { label: t(`schedules:fields.${field}`), value });
  const heading = (text: string) => t('schedule-setlist:text.heading', { text });

  const header = [
    heading(schedule.titulo),
    fact('data', formatLongDate(locale, schedule.data)),
    fact('horario', formatTime(locale, schedule.data)),
    ...(schedule.local ? [fact('local', schedule.local)] : []),
    ...(schedule.responsavel ? [fact('responsavel', schedule.responsavel.nome)] : []),
  ];

  const songLine = (song: ScheduleDetail['musicas'][number]) => {
    const values = { order: song.ordem, name: song.nome, artist: song.artista };
    return song.tom_usado
      ? t('schedule-setlist:text.songWithKey', { ...values, key: song.tom_usado })
      : t('schedule-setlist:text.song', values);
  };
  // With other parts, the run sheet: every entry with its start, the parts with their length.
  const songs = schedule.itens.length
    ? serviceRunSheet(schedule).entries.map((entry) =>
        t('schedule-setlist:text.timed', {
          time: formatTime(locale, onTheClock(entry.inicio)),
          line: entry.song
            ? songLine(entry.song)
            : t('schedule-setlist:text.part', {
                title: entry.item.titulo,
                duration: minutesText(t, entry.item.duracao_minutos),
              }),
        }),
      )
    : schedule.musicas.map(songLine);
  const songsHeading = schedule.itens.length
    ? t('schedule-setlist:sheet.order_of_service')
    : t('schedule-setlist:sheet.songs');

  const team = membersByFunction(schedule.membros, locale).map((group) =>
    t('schedule-setlist:text.function', {
      name: group.name ?? t('schedule-setlist:sheet.noFunction'),
      people: group.people
        .map((person) =>
          person.note
            ? t('schedule-setlist:sheet.withNote', { name: person.name, note: person.note })
            : person.name,
        )
        .join(t('schedule-setlist:text.peopleSeparator')),
    }),
  );

  const blocks = [
    header,
    songs.length ? [heading(songsHeading), ...songs] : [],
    team.length ? [heading(t('schedule-setlist:sheet.team')), ...team] : [],
    schedule.observacoes
      ? [heading(t('schedules:fields.observacoes')), schedule.observacoes.trim()]
      : [],
  ];
  return blocks
    .filter((lines) => lines.length > 0)
    .map((lines) => lines.join('\n'))
    .join('\n\n');
}
