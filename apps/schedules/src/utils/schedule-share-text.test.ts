import type { ScheduleDetail } from '@levita/contracts';
import { createI18n, type Locale } from '@levita/i18n';
import { describe, expect, it } from 'vitest';
import { defaultNamespace, namespaces } from '../config/namespaces';
import { sundaySchedule as sunday } from '../testing/sunday-schedule';
import { scheduleShareText, whatsAppLink } from './schedule-share-text';
import { setlistText } from './setlist-text';

const DETAIL_URL = 'https://levita.app/ministerios/1/escalas/3';

function textIn(locale: Locale, schedule: ScheduleDetail = sunday) {
  const i18n = createI18n({ locale, namespaces, defaultNamespace });
  return scheduleShareText(schedule, locale, i18n.getFixedT(locale), DETAIL_URL);
}

describe('scheduleShareText', () => {
  it('is the setlist’s text (setlist-text.test.ts) and the link to the detail', () => {
    const locale = 'pt-BR';
    const i18n = createI18n({ locale, namespaces, defaultNamespace });
    const setlist = setlistText(sunday, locale, i18n.getFixedT(locale));
    expect(textIn(locale)).toBe(`${setlist}\n\nVer a escala: ${DETAIL_URL}`);
    // What the issue asks for, spot-checked: weekday, time, place, keys, functions.
    expect(setlist).toContain('Data: domingo, 22 de novembro de 2026\nHorário: 19:00');
    expect(setlist).toContain('Local: Templo principal');
    expect(setlist).toContain('2. Ousado Amor – Isaias Saad (Tom: D)');
    expect(setlist).toContain('*Equipe*\nVocal: Carla Mendes (Abre o culto), Elisa Martins');
  });

  it('writes it in English', () => {
    const text = textIn('en-US');
    expect(text.split('\n').slice(0, 3)).toEqual([
      '*Culto de domingo*',
      'Date: Sunday, November 22, 2026',
      'Time: 7:00 PM',
    ]);
    expect(text.endsWith(`\n\nOpen the schedule: ${DETAIL_URL}`)).toBe(true);
  });

  it('keeps to what a bare schedule has, and still links to it', () => {
    const bare: ScheduleDetail = {
      ...sunday,
      local: null,
      responsavel: null,
      responsavel_id: null,
      observacoes: null,
      musicas: [],
      membros: [],
    };
    expect(textIn('pt-BR', bare)).toBe(
      [
        '*Culto de domingo*',
        'Data: domingo, 22 de novembro de 2026',
        'Horário: 19:00',
        '',
        `Ver a escala: ${DETAIL_URL}`,
      ].join('\n'),
    );
  });
});

describe('whatsAppLink', () => {
  it('puts the whole text, encoded, in wa.me’s text parameter', () => {
    const link = whatsAppLink('*Culto* às 19:00\nTom: D#');
    expect(link).toBe('https://wa.me/?text=*Culto*%20%C3%A0s%2019%3A00%0ATom%3A%20D%23');
    expect(new URL(link).searchParams.get('text')).toBe('*Culto* às 19:00\nTom: D#');
  });
});
