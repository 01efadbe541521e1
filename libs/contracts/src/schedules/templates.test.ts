import { describe, expect, it } from 'vitest';
import { saveScheduleRequestSchema } from './schedule';
import {
  scheduleFromTemplate,
  templateContentOf,
  templateReferences,
  type TemplateContent,
  type TemplateFacts,
} from './templates';

const part = (
  titulo: string,
  apos_musicas: number,
  ordem: number,
  responsavel_id: number | null = null,
) => ({
  tipo: 'oracao' as const,
  titulo,
  duracao_minutos: 5,
  observacoes: null,
  responsavel_id,
  apos_musicas,
  ordem,
});

/** Welcome, song 1, prayer, song 2, song 3, sermon; Ana (7) sings, Bia (8) plays drums. */
const content: TemplateContent = templateContentOf({
  responsavel_id: 7,
  songs: [
    { song_id: 1, tom_alterado: 'D' },
    { song_id: 2, tom_alterado: null },
    { song_id: 3, tom_alterado: null },
  ],
  items: [part('Boas-vindas', 0, 1), part('Oração', 1, 2, 8), part('Pregação', 3, 3)],
  slots: [
    { function_id: 10, quantidade: 2 },
    { function_id: 11, quantidade: 1 },
  ],
  members: [
    { member_id: 7, functions: [{ function_id: 10, observacao: 'abre' }] },
    {
      member_id: 8,
      functions: [
        { function_id: 11, observacao: null },
        { function_id: null, observacao: null },
      ],
    },
  ],
});

const facts: TemplateFacts = {
  songs: [
    { id: 1, deleted_at: null },
    { id: 2, deleted_at: '2026-11-01T00:00:00.000Z' },
    { id: 3, deleted_at: null },
  ],
  members: [
    { id: 7, status: 'ATIVO', functions: [{ function_id: 10 }] },
    { id: 8, status: 'ATIVO', functions: [{ function_id: 11 }] },
  ],
  functions: [{ id: 10 }, { id: 11 }],
  unavailable: new Set(),
};
const template = {
  titulo: 'Culto de domingo',
  horario: '19:00',
  local: 'Templo',
  observacoes: null,
  content,
};

describe('templates', () => {
  it('keeps a schedule without its date, the team only when asked, deleted functions dropped', () => {
    expect(content.equipe?.[1]?.funcoes).toEqual([{ funcao_id: 11, observacao: null }]);
    expect(templateReferences(content)).toEqual({
      songIds: [1, 2, 3],
      memberIds: [7, 8],
      functionIds: [10, 11],
    });
  });

  it('makes a draft on the day, leaving out a song gone from the repertoire and keeping the parts where they were', () => {
    const { body, leftOut } = scheduleFromTemplate(template, facts, '2026-12-06');
    const parsed = saveScheduleRequestSchema.parse(body);
    expect(parsed).toMatchObject({
      titulo: 'Culto de domingo',
      data: '2026-12-06',
      horario: '19:00',
      publicada: false,
      responsavel_id: 7,
    });
    const order = [
      ...parsed.musicas_escaladas.map((song) => [song.ordem, `song ${song.musica_id}`]),
      ...parsed.itens!.map((item) => [item.ordem, item.titulo]),
    ]
      .sort((a, b) => Number(a[0]) - Number(b[0]))
      .map(([, name]) => name);
    expect(order).toEqual(['Boas-vindas', 'song 1', 'Oração', 'song 3', 'Pregação']);
    expect(parsed.membros_escalados).toEqual([
      { membro_id: 7, funcao_id: 10, observacao: 'abre' },
      { membro_id: 8, funcao_id: 11, observacao: null },
    ]);
    expect(leftOut).toEqual({ musicas: 1, membros: 0, vagas: 0 });
  });

  it('leaves out who is away or no longer active, functions no longer held and deleted ones', () => {
    const { body, leftOut } = scheduleFromTemplate(
      template,
      {
        ...facts,
        members: [
          { id: 7, status: 'INATIVO', functions: [{ function_id: 10 }] },
          { id: 8, status: 'ATIVO', functions: [{ function_id: 11 }] },
        ],
        functions: [{ id: 10 }],
        unavailable: new Set([8]),
      },
      '2026-12-06',
      '08:30',
    );
    expect(body.horario).toBe('08:30');
    expect(body.responsavel_id).toBeNull();
    expect(body.membros_escalados).toEqual([]);
    expect(body.vagas).toEqual([{ funcao_id: 10, quantidade: 2 }]);
    expect(body.itens?.find((item) => item.titulo === 'Oração')?.responsavel_id).toBe(8);
    expect(leftOut).toEqual({ musicas: 1, membros: 2, vagas: 1 });
  });
});
