import type { ScheduleDetail } from '@levita/contracts';
import type { Locale } from '@levita/i18n';
import { setlistText, type SetlistTranslate } from './setlist-text';

/**
 * What the detail's "Compartilhar" sends: the setlist's text for the team's WhatsApp group
 * (title, date with the weekday, time, place, leader, the songs in order with their keys, the
 * members by function, the notes) and the link to the detail. `t` reads the 'schedule-detail',
 * 'schedule-setlist' and 'schedules' namespaces.
 */
export function scheduleShareText(
  schedule: ScheduleDetail,
  locale: Locale,
  t: SetlistTranslate,
  detailUrl: string,
): string {
  return [
    setlistText(schedule, locale, t),
    t('schedule-detail:share.link', { url: detailUrl }),
  ].join('\n\n');
}

/** A WhatsApp link that opens a chat picker with the text typed in (wa.me's click to chat). */
export const whatsAppLink = (text: string) => `https://wa.me/?text=${encodeURIComponent(text)}`;
