import { describe, expect, it } from 'vitest';
import { presentMySchedule, presentScheduleDetail, presentScheduleSummary } from './present';
import type { ScheduledMemberView, ScheduledSongView, ScheduleSummaryView } from './records';

const summary: ScheduleSummaryView & { observacoes: string | null } = {
  id: 4,
  ministry_id: 1,
  titulo: 'Culto de domingo',
  data: '2026-11-22',
  horario: '19:00',
  local: null,
  publicada: 1,
  finalizada: 0,
  responsavel_id: 8,
  total_musicas: 2,
  total_membros: 2,
  total_confirmados: 1,
  total_recusados: 1,
  versao: 5,
  observacoes: null,
};

const song = (song_id: number, ordem: number, extra: Partial<ScheduledSongView> = {}) => ({
  song_id,
  ordem,
  tom_alterado: null,
  nome: `Song ${song_id}`,
  artista: 'Artista',
  album: null,
  tom: 'G',
  bpm: null,
  duracao: null,
  capa_url: null,
  link_cifra: null,
  link_letra: null,
  link_audio: null,
  link_video: null,
  deleted_at: null,
  tem_cifra: 0,
  ...extra,
});

const member = (
  member_id: number,
  nome: string,
  extra: Partial<ScheduledMemberView> = {},
): ScheduledMemberView => ({
  member_id,
  confirmado: 0,
  recusado_em: null,
  motivo_recusa: null,
  nome,
  email: `${member_id}@example.com`,
  foto_url: null,
  functions: [],
  ...extra,
});

describe('presentScheduleSummary', () => {
  it('answers the wall-clock date-time with no offset and derives the status', () => {
    const answer = presentScheduleSummary({ ...summary, finalizada: 1 });
    expect(answer.data).toBe('2026-11-22T19:00:00');
    expect(answer).toMatchObject({ publicada: true, finalizada: true, status: 'finalizada' });
  });
});

describe('presentScheduleDetail', () => {
  const detail = presentScheduleDetail(
    summary,
    [song(2, 2, { tom_alterado: 'A', deleted_at: '2026-11-01' }), song(1, 1)],
    [
      member(9, 'Ícaro', { confirmado: 1 }),
      member(8, 'ana', {
        functions: [
          { function_id: null, nome: 'Baixo', icone: 'baixo', observacao: null },
          { function_id: 3, nome: 'Vocal', icone: 'microfone', observacao: 'abertura' },
        ],
      }),
    ],
    { items: [], slots: [] },
    { memberId: 9, canEdit: false, leaderName: 'ana', today: '2026-11-22' },
  );

  it('lists songs by their order with the key used and deleted songs marked', () => {
    expect(detail.musicas.map((entry) => [entry.musica_id, entry.tom_usado])).toEqual([
      [1, 'G'],
      [2, 'A'],
    ]);
    expect(detail.musicas[1]?.musica.excluida).toBe(true);
  });

  it('lists members by name, accents and case ignored, and their functions as scheduled', () => {
    expect(detail.membros.map((entry) => entry.membro.nome)).toEqual(['ana', 'Ícaro']);
    expect(detail.membros_escalados).toEqual([
      { membro_id: 8, funcao_id: null, observacao: null },
      { membro_id: 8, funcao_id: 3, observacao: 'abertura' },
      { membro_id: 9, funcao_id: null, observacao: null },
    ]);
  });

  it("answers the viewer's own place, confirmation and edit right", () => {
    expect(detail).toMatchObject({
      estou_escalado: true,
      confirmei_presenca: true,
      pode_editar: false,
      responsavel: { id: 8, nome: 'ana' },
    });
  });
});

describe('answers in the detail', () => {
  const declined = member(7, 'Bia', {
    recusado_em: '2026-11-20T10:00:00.000Z',
    motivo_recusa: 'Viagem da família',
  });
  const members = [member(9, 'Ícaro', { confirmado: 1 }), declined, member(8, 'ana')];
  const seenBy = (viewer: { memberId: number | undefined; canEdit: boolean }, today: string) =>
    presentScheduleDetail(
      summary,
      [],
      members,
      { items: [], slots: [] },
      { ...viewer, leaderName: 'ana', today },
    );

  it('gives each member confirmed, declined or pending', () => {
    const detail = seenBy({ memberId: 9, canEdit: false }, '2026-11-22');
    expect(detail.membros.map((entry) => [entry.membro.nome, entry.resposta])).toEqual([
      ['ana', 'PENDENTE'],
      ['Bia', 'RECUSADO'],
      ['Ícaro', 'CONFIRMADO'],
    ]);
    expect(detail.total_recusados).toBe(1);
  });

  it('shows the reason to its author and to who edits the schedule, to nobody else', () => {
    const reasonSeenBy = (viewer: { memberId: number | undefined; canEdit: boolean }) =>
      seenBy(viewer, '2026-11-22').membros.find((entry) => entry.membro_id === 7)?.motivo_recusa;
    expect(reasonSeenBy({ memberId: 7, canEdit: false })).toBe('Viagem da família');
    expect(reasonSeenBy({ memberId: undefined, canEdit: true })).toBe('Viagem da família');
    expect(reasonSeenBy({ memberId: 9, canEdit: false })).toBeNull();
  });

  it("says whether the viewer declined and may still change the answer (until the day's end)", () => {
    expect(seenBy({ memberId: 7, canEdit: false }, '2026-11-22')).toMatchObject({
      confirmei_presenca: false,
      recusei_presenca: true,
      posso_mudar_resposta: true,
    });
    expect(seenBy({ memberId: 7, canEdit: false }, '2026-11-23').posso_mudar_resposta).toBe(false);
    expect(seenBy({ memberId: undefined, canEdit: true }, '2026-11-22').posso_mudar_resposta).toBe(
      false,
    );
  });

  it('lets who edits the schedule swap substitutes in until the day is over', () => {
    expect(seenBy({ memberId: undefined, canEdit: true }, '2026-11-22').pode_substituir).toBe(true);
    expect(seenBy({ memberId: undefined, canEdit: true }, '2026-11-23').pode_substituir).toBe(
      false,
    );
    expect(seenBy({ memberId: 7, canEdit: false }, '2026-11-22').pode_substituir).toBe(false);
  });
});

describe('presentMySchedule', () => {
  it("adds the caller's confirmation and the names of the functions they play", () => {
    const answer = presentMySchedule({
      ...summary,
      confirmado: 1,
      recusado_em: null,
      functions: [{ nome: 'Baixo' }, { nome: 'Vocal' }],
    });
    expect(answer).toMatchObject({
      id: 4,
      data: '2026-11-22T19:00:00',
      confirmei_presenca: true,
      recusei_presenca: false,
      minhas_funcoes: ['Baixo', 'Vocal'],
    });
  });

  it('says when the caller declined it', () => {
    const answer = presentMySchedule({
      ...summary,
      confirmado: 0,
      recusado_em: '2026-11-20T10:00:00.000Z',
      functions: [],
    });
    expect(answer).toMatchObject({ confirmei_presenca: false, recusei_presenca: true });
  });
});

describe('service order and slots in the detail', () => {
  const item = (titulo: string, apos_musicas: number, ordem: number, extra = {}) => ({
    tipo: 'oracao',
    titulo,
    duracao_minutos: 5,
    observacoes: null,
    responsavel_id: null,
    responsavel_nome: null,
    apos_musicas,
    ordem,
    ...extra,
  });
  const vocal = { function_id: 3, nome: 'Vocal', icone: 'microfone', observacao: null };
  const drums = { function_id: 4, nome: 'Bateria', icone: 'bateria', observacao: null };
  const detail = presentScheduleDetail(
    summary,
    [song(2, 2), song(1, 1)],
    [
      member(8, 'Ana', { functions: [vocal] }),
      member(9, 'Bia', { functions: [vocal], recusado_em: '2026-11-20T10:00:00.000Z' }),
      member(7, 'Caio', { functions: [drums] }),
    ],
    {
      items: [
        item('Avisos', 9, 1, { responsavel_id: 8, responsavel_nome: 'Ana' }),
        item('Oração', 1, 1),
        item('Boas-vindas', 0, 1),
      ],
      slots: [
        { function_id: 4, quantidade: 1, ordem: 2, nome: 'Bateria', icone: 'bateria' },
        { function_id: 3, quantidade: 2, ordem: 1, nome: 'Vocal', icone: 'microfone' },
      ],
    },
    { memberId: 9, canEdit: true, leaderName: 'Ana', today: '2026-11-22' },
  );

  it('places the parts among the songs, counting both together, past the end when songs went', () => {
    expect(detail.itens.map((entry) => [entry.titulo, entry.ordem])).toEqual([
      ['Boas-vindas', 1],
      ['Oração', 3],
      ['Avisos', 5],
    ]);
    expect(detail.musicas_escaladas.map((entry) => [entry.musica_id, entry.ordem])).toEqual([
      [1, 2],
      [2, 4],
    ]);
    expect(detail.musicas.map((entry) => entry.ordem)).toEqual([1, 2]);
    expect(detail.itens[2]?.responsavel).toEqual({ id: 8, nome: 'Ana', ex_integrante: false });
  });

  it('lists the slots in their order and what they miss, a declined place counted as open', () => {
    expect(detail.vagas.map((slot) => [slot.nome, slot.quantidade])).toEqual([
      ['Vocal', 2],
      ['Bateria', 1],
    ]);
    expect(detail.faltam).toEqual([
      { funcao_id: 3, quantidade: 1, nome: 'Vocal', icone: 'microfone' },
    ]);
  });
});
