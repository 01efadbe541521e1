import type { ScheduleDetail } from '@levita/contracts';
import { createI18n, type Locale } from '@levita/i18n';
import { describe, expect, it } from 'vitest';
import { defaultNamespace, namespaces } from '../config/namespaces';
import { sundaySchedule as sunday } from '../testing/sunday-schedule';
import { setlistText } from './setlist-text';

function textIn(locale: Locale, schedule: ScheduleDetail = sunday) {
  const i18n = createI18n({ locale, namespaces, defaultNamespace });
  return setlistText(schedule, locale, i18n.getFixedT(locale));
}

describe('setlistText', () => {
  it('writes the setlist in Portuguese, ready for the team’s group', () => {
    expect(textIn('pt-BR')).toBe(
      [
        '*Culto de domingo*',
        'Data: domingo, 22 de novembro de 2026',
        'Horário: 19:00',
        'Local: Templo principal',
        'Responsável: Carla Mendes',
        '',
        '*Músicas*',
        '1. Maranata – Ministério Avivah (Tom: Em)',
        '2. Ousado Amor – Isaias Saad (Tom: D)',
        '3. Porque Ele Vive – Harpa Cristã',
        '',
        '*Equipe*',
        'Vocal: Carla Mendes (Abre o culto), Elisa Martins',
        'Violão: Ana Souza',
        'Teclado: Bruno Lima',
        'Sem função definida: Felipe Costa',
        '',
        '*Observações*',
        'Chegar às 17:30 para a passagem de som.',
      ].join('\n'),
    );
  });

  it('writes it in English', () => {
    expect(textIn('en-US')).toBe(
      [
        '*Culto de domingo*',
        'Date: Sunday, November 22, 2026',
        'Time: 7:00 PM',
        'Location: Templo principal',
        'Leader: Carla Mendes',
        '',
        '*Songs*',
        '1. Maranata – Ministério Avivah (Key: Em)',
        '2. Ousado Amor – Isaias Saad (Key: D)',
        '3. Porque Ele Vive – Harpa Cristã',
        '',
        '*Team*',
        // The default functions in English, as the members pages name them.
        'Vocalist: Carla Mendes (Abre o culto), Elisa Martins',
        'Acoustic guitar: Ana Souza',
        'Keyboard: Bruno Lima',
        'No function set: Felipe Costa',
        '',
        '*Notes*',
        'Chegar às 17:30 para a passagem de som.',
      ].join('\n'),
    );
  });

  it('leaves out what the schedule does not have', () => {
    const bare: ScheduleDetail = {
      ...sunday,
      titulo: 'Vigília de oração',
      data: '2026-11-28T23:30:00',
      horario: '23:30',
      local: null,
      responsavel: null,
      responsavel_id: null,
      observacoes: null,
      musicas: [],
      membros: [],
    };
    expect(textIn('pt-BR', bare)).toBe(
      ['*Vigília de oração*', 'Data: sábado, 28 de novembro de 2026', 'Horário: 23:30'].join('\n'),
    );
  });

  it('writes the run sheet when the service has other parts: each start, the parts with their length', () => {
    const part = (titulo: string, minutes: number, ordem: number) => ({
      tipo: 'oracao' as const,
      titulo,
      duracao_minutos: minutes,
      observacoes: null,
      responsavel_id: null,
      responsavel: null,
      ordem,
    });
    const timed: ScheduleDetail = {
      ...sunday,
      musicas: sunday.musicas.map((entry, index) => ({
        ...entry,
        musica: { ...entry.musica, duracao: [300, 250, null][index]! },
      })),
      musicas_escaladas: sunday.musicas.map((entry, index) => ({
        musica_id: entry.musica_id,
        ordem: [2, 3, 5][index]!,
        tom_alterado: entry.tom_alterado,
      })),
      itens: [part('Acolhida', 5, 1), part('Palavra', 40, 4)],
    };
    const text = textIn('pt-BR', timed);
    expect(text).toContain(
      [
        '*Roteiro do culto*',
        '19:00 · Acolhida (5 min)',
        '19:05 · 1. Maranata – Ministério Avivah (Tom: Em)',
        '19:10 · 2. Ousado Amor – Isaias Saad (Tom: D)',
        '19:15 · Palavra (40 min)',
        '19:55 · 3. Porque Ele Vive – Harpa Cristã',
        '',
      ].join('\n'),
    );
    expect(textIn('en-US', timed)).toContain('*Order of service*\n7:00 PM · Acolhida (5 min)');
  });
});
