import scheduleMailEnUS from './locales/en-US/schedule-mail.json';
import scheduleMailPtBR from './locales/pt-BR/schedule-mail.json';
import type { ServerLocale } from './server-locale';

/** The words of the API's schedule e-mail and its unsubscribe page. */
export type ScheduleMailKey = keyof typeof scheduleMailPtBR;

export const scheduleMailTexts: Record<ServerLocale, Record<ScheduleMailKey, string>> = {
  'pt-BR': scheduleMailPtBR,
  'en-US': scheduleMailEnUS,
};
