import {
  apiErrorSchema,
  calendarFeedSchema,
  memberSongKeysSchema,
  memberUnavailabilitiesSchema,
  ministryListSchema,
  ministryMemberSchema,
  ministryStatisticsSchema,
  participationReportSchema,
  personalDataSchema,
  presenceSchema,
  regenerateCalendarFeedResponseSchema,
  scheduleConflictsSchema,
  scheduleDetailSchema,
  schedulePageSchema,
  songDetailSchema,
  songPageSchema,
  songSchema,
  songsReportSchema,
  substitutesSchema,
  type SaveScheduleRequest,
} from '@levita/contracts';
import { describe, expect, it } from 'vitest';
import { z } from 'zod/mini';
import { setupMockApiServer } from '../node/mock-api-server';
import { DEMO_MINISTRY_ID, DEMO_MINISTRY_NAME } from './demo-data';

// A Wednesday: the next Sunday is the 22nd, the previous ones the 15th and the 8th.
const api = setupMockApiServer({ today: '2026-11-18' });

async function call(
  method: string,
  path: string,
  { body, locale = 'pt-BR' }: { body?: unknown; locale?: string } = {},
) {
  const response = await fetch(`http://localhost/api${path}`, {
    method,
    headers: {
      Authorization: 'Bearer test-token',
      'Accept-Language': locale,
      ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as unknown };
}

const ministry = DEMO_MINISTRY_ID;

describe('mock API', () => {
  it('answers the endpoints a remote starts with, in the contracts’ shapes', async () => {
    const ministries = ministryListSchema.parse((await call('GET', '/ministerios')).body);
    expect(ministries).toContainEqual(
      expect.objectContaining({
        id: ministry,
        nome: DEMO_MINISTRY_NAME,
        situacao_usuario: 'PROPRIETARIO',
      }),
    );

    const songs = songPageSchema.parse(
      (await call('GET', `/musicas?ministerio_id=${ministry}&pagina=2&por_pagina=10`)).body,
    );
    expect(songs.total).toBe(16);
    expect(songs.musicas).toHaveLength(6);

    const schedules = schedulePageSchema.parse(
      (await call('GET', `/escalas?ministerio_id=${ministry}&mes=11&ano=2026`)).body,
    );
    expect(schedules.escalas.map((schedule) => schedule.data)).toEqual([
      '2026-11-08T19:00:00',
      '2026-11-15T19:00:00',
      '2026-11-22T19:00:00',
      '2026-11-25T20:00:00',
      '2026-11-28T23:30:00',
    ]);

    const detail = scheduleDetailSchema.parse((await call('GET', '/escalas/3')).body);
    expect(detail.musicas[1]).toMatchObject({ nome: 'Ousado Amor', tom: 'C', tom_usado: 'D' });
    expect(detail.responsavel?.nome).toBe('Carla Mendes');

    const statistics = ministryStatisticsSchema.parse(
      (await call('GET', `/ministerios/${ministry}/estatisticas`, { locale: 'en-US' })).body,
    );
    expect(statistics.estatisticas).toMatchObject({
      nome_mes_atual: 'November',
      total_musicas: 16,
    });

    const report = participationReportSchema.parse(
      (await call('GET', `/relatorios/participacao?ministerio_id=${ministry}&mes=11&ano=2026`))
        .body,
    );
    expect(report.total_escalas).toBe(4);
    expect(report.membros[0]).toMatchObject({ nome: 'Ana Souza', total_participacoes: 4 });
    expect(report.membros.find((member) => member.nome === 'Carla Mendes')).toMatchObject({
      total_participacoes: 2,
      porcentagem_participacao: 50,
    });
  });

  it('shows each standing the members it may see', async () => {
    const members = z.array(ministryMemberSchema);
    const asOwner = members.parse((await call('GET', `/ministerios/${ministry}/membros`)).body);
    expect(new Set(asOwner.map((member) => member.status))).toEqual(
      new Set(['ATIVO', 'PENDENTE', 'INATIVO']),
    );
    expect(asOwner.find((member) => member.proprietario)?.usuario.nome).toBe('Ana Souza');

    api.signInAs('MEMBRO');
    const asMember = members.parse((await call('GET', `/ministerios/${ministry}/membros`)).body);
    expect(new Set(asMember.map((member) => member.status))).toEqual(new Set(['ATIVO']));
  });

  it('refuses admin-only calls to a MEMBRO with 403, in the request’s language', async () => {
    const session = api.signInAs('MEMBRO');
    expect(session).toMatchObject({
      user: { nome: 'Carla Mendes' },
      ministry: { id: ministry, situacao: 'MEMBRO' },
    });

    const refused = await call('GET', `/relatorios/musicas?ministerio_id=${ministry}`);
    expect(refused.status).toBe(403);
    expect(apiErrorSchema.parse(refused.body)).toEqual({
      error: 'forbidden',
      message: 'Você não tem permissão para realizar esta ação.',
    });
    const inEnglish = await call('DELETE', '/musicas/1', { locale: 'en-US' });
    expect(inEnglish).toMatchObject({
      status: 403,
      body: { message: 'You do not have permission to do this.' },
    });

    api.signInAs('ADMIN');
    expect((await call('GET', `/relatorios/musicas?ministerio_id=${ministry}`)).status).toBe(200);
  });

  it('keeps a chart as the API does: with the song alone, flagged in lists, searched by its words', async () => {
    // As sent, not parsed: a parse would drop a chart that should not be there.
    const demo = (await call('GET', `/musicas?ministerio_id=${ministry}&por_pagina=100`))
      .body as z.infer<typeof songPageSchema>;
    expect(demo.musicas.filter((song) => song.tem_cifra)).toHaveLength(10);
    for (const song of demo.musicas) expect(song).not.toHaveProperty('cifra');

    api.signInAs('ADMIN');
    const created = await call('POST', '/musicas', {
      body: {
        ministerio_id: ministry,
        nome: 'Hino da Tarde',
        artista: 'Coro',
        cifra: '{key: D}\r\n[D]Quando a ta[A/C#]rde vem descendo\r\n',
      },
    });
    expect(created.status).toBe(201);
    const song = songDetailSchema.parse(created.body);
    expect(song).toMatchObject({
      cifra: '{key: D}\n[D]Quando a ta[A/C#]rde vem descendo\n',
      tem_cifra: true,
    });
    const found = songPageSchema.parse(
      (await call('GET', `/musicas/busca?termo=tarde vem&ministerio_id=${ministry}`)).body,
    );
    expect(found.musicas.map((row) => row.nome)).toEqual(['Hino da Tarde']);

    const tooLong = await call('PUT', `/musicas/${song.id}`, {
      body: { cifra: 'a'.repeat(65_537) },
    });
    expect(tooLong.status).toBe(400);
    expect(apiErrorSchema.parse(tooLong.body).errors).toEqual({ cifra: ['Texto longo demais.'] });
    const cleared = await call('PUT', `/musicas/${song.id}`, { body: { cifra: '' } });
    expect(songDetailSchema.parse(cleared.body)).toMatchObject({ cifra: null, tem_cifra: false });
  });

  it('keeps PENDENTE out of the ministry and outsiders from knowing it exists', async () => {
    api.signInAs('PENDENTE');
    expect((await call('GET', `/musicas?ministerio_id=${ministry}`)).status).toBe(403);
    expect((await call('GET', `/ministerios/${ministry}/situacao`)).body).toEqual({
      situacao: 'PENDENTE',
    });
    expect((await call('GET', '/ministerios/2')).status).toBe(404);
  });

  it('remembers mutations: a created song is listed, an edited one changed, a deleted one gone', async () => {
    api.signInAs('ADMIN');
    const created = await call('POST', '/musicas', {
      body: {
        ministerio_id: ministry,
        nome: 'Me Atraiu',
        artista: 'Gabriela Rocha',
        tom: 'A',
        classificacoes: 'adoracao',
      },
    });
    expect(created.status).toBe(201);
    const song = songSchema.parse(created.body);

    const found = songPageSchema.parse(
      (await call('GET', `/musicas/busca?termo=atraiu&ministerio_id=${ministry}`)).body,
    );
    expect(found.musicas.map((row) => row.id)).toEqual([song.id]);

    await call('PUT', `/musicas/${song.id}`, {
      body: { bpm: 72, classificacoes_lista: ['louvor'] },
    });
    expect(songSchema.parse((await call('GET', `/musicas/${song.id}`)).body)).toMatchObject({
      bpm: 72,
      classificacoes_lista: ['louvor'],
    });

    expect((await call('DELETE', `/musicas/${song.id}`)).status).toBe(200);
    expect((await call('GET', `/musicas/${song.id}`)).status).toBe(404);
  });

  it('confirms presence for a scheduled member only', async () => {
    api.signInAs('MEMBRO');
    expect(presenceSchema.parse((await call('GET', '/escalas/5/verificar')).body)).toEqual({
      estou_escalado: false,
      confirmei_presenca: false,
      recusei_presenca: false,
    });
    expect((await call('POST', '/escalas/5/confirmar')).status).toBe(403);

    api.signInAs('ADMIN');
    expect((await call('POST', '/escalas/5/confirmar')).status).toBe(200);
    const detail = scheduleDetailSchema.parse((await call('GET', '/escalas/5')).body);
    expect(detail).toMatchObject({ confirmei_presenca: true, total_confirmados: 1 });
  });

  it('takes a decline with its reason until the day is over, as the API does', async () => {
    // Bruno (ADMIN, member 2) plays keyboard on every Sunday of the seed.
    api.signInAs('ADMIN');
    const short = await call('POST', '/escalas/3/recusar', { body: { motivo: 'abc' } });
    expect(short.status).toBe(400);
    expect(apiErrorSchema.parse(short.body).errors).toEqual({
      motivo: ['Conte o motivo em pelo menos 5 caracteres.'],
    });

    expect(
      (await call('POST', '/escalas/3/recusar', { body: { motivo: 'Viagem a trabalho' } })).status,
    ).toBe(200);
    const declined = scheduleDetailSchema.parse((await call('GET', '/escalas/3')).body);
    expect(declined).toMatchObject({ recusei_presenca: true, total_recusados: 1 });
    expect(declined.membros.find((member) => member.membro_id === 2)).toMatchObject({
      resposta: 'RECUSADO',
      motivo_recusa: 'Viagem a trabalho',
    });
    const report = participationReportSchema.parse(
      (await call('GET', `/relatorios/participacao?ministerio_id=${ministry}&mes=11&ano=2026`))
        .body,
    );
    expect(report.membros.find((member) => member.membro_id === 2)?.participacoes_recusadas).toBe(
      1,
    );
    expect((await call('POST', '/escalas/3/confirmar')).status).toBe(200);
    expect(scheduleDetailSchema.parse((await call('GET', '/escalas/3')).body)).toMatchObject({
      confirmei_presenca: true,
      total_recusados: 0,
    });

    // A Sunday gone by: too late to decline.
    const late = await call('POST', '/escalas/2/recusar', {
      body: { motivo: 'Viagem a trabalho' },
    });
    expect(late.status).toBe(409);
    expect(apiErrorSchema.parse(late.body).error).toBe('presence_closed');
  });

  it('offers substitutes for a declined place and swaps one in, as the API does', async () => {
    // Carla (MEMBRO, member 3) sings on Sunday the 22nd; Elisa (5) sings too and is free then.
    api.signInAs('MEMBRO');
    await call('POST', '/escalas/3/recusar', { body: { motivo: 'Viagem a trabalho' } });
    // She leads that schedule too, so she may look for her own substitute.
    expect((await call('GET', '/escalas/3/substitutos?funcao_id=1')).status).toBe(200);
    api.signInAs('PROPRIETARIO');
    const before = scheduleDetailSchema.parse((await call('GET', '/escalas/3')).body);
    const vocal = before.membros.find((member) => member.membro_id === 3)!.funcoes[0]!.id!;
    const listed = substitutesSchema.parse(
      (await call('GET', `/escalas/3/substitutos?funcao_id=${vocal}`)).body,
    );
    // Elisa sang on the 15th: one participation this month.
    expect(listed.substitutos).toEqual([
      {
        membro_id: 5,
        nome: 'Elisa Martins',
        foto_url: null,
        principal: true,
        participacoes_no_mes: 1,
      },
    ]);

    const body = { membro_id: 3, funcao_id: vocal, substituto_id: 5 };
    const swapped = scheduleDetailSchema.parse(
      (await call('POST', '/escalas/3/substituir', { body })).body,
    );
    expect(swapped.membros.find((member) => member.membro_id === 3)).toBeUndefined();
    expect(swapped.membros.find((member) => member.membro_id === 5)).toMatchObject({
      resposta: 'PENDENTE',
      funcoes: [{ id: vocal, observacao: 'Abre o culto' }],
    });
    const again = await call('POST', '/escalas/3/substituir', { body });
    expect(again.status).toBe(409);
    expect(apiErrorSchema.parse(again.body).error).toBe('substitution_not_needed');
  });

  it('warns of schedules starting within three hours, the one being edited left out', async () => {
    const conflicts = async (query: string) =>
      scheduleConflictsSchema.parse(
        (await call('GET', `/ministerios/${ministry}/conflitos?${query}`)).body,
      ).conflitos;
    const sunday = await conflicts('data=2026-11-22&horario=21:30');
    expect(sunday.map((entry) => entry.membro_id)).toEqual([1, 2, 3, 6, 7]);
    expect(sunday[0]!.compromissos).toEqual([
      {
        escala_id: 3,
        titulo: 'Culto de domingo',
        ministerio: DEMO_MINISTRY_NAME,
        data: '2026-11-22T19:00:00',
      },
    ]);
    expect(await conflicts('data=2026-11-22&horario=22:01')).toEqual([]);
    expect(await conflicts('data=2026-11-22&horario=19:00&escala_id=3')).toEqual([]);
    // The vigil at 23:30 on the 28th, seen from 01:00 on the 29th.
    const vigil = await conflicts('data=2026-11-29&horario=01:00');
    expect(vigil.map((entry) => entry.membro_id)).toEqual([1, 2]);
  });

  it('refuses a schedule with a member unavailable on its date, naming them', async () => {
    const schedule: SaveScheduleRequest = {
      ministerio_id: ministry,
      titulo: 'Culto de quinta',
      data: '2026-11-19',
      horario: '20:00',
      musicas_escaladas: [{ musica_id: 1 }],
      membros_escalados: [{ membro_id: 5, funcao_id: 1 }],
    };
    const refused = await call('POST', '/escalas', { body: schedule });
    expect(refused.status).toBe(400);
    expect(apiErrorSchema.parse(refused.body)).toMatchObject({
      error: 'members_unavailable',
      membros_indisponiveis: [
        { membro_id: 5, nome: 'Elisa Martins', justificativa: 'Viagem a trabalho' },
      ],
    });

    const saved = await call('POST', '/escalas', {
      body: { ...schedule, membros_escalados: [{ membro_id: 3, funcao_id: 1 }] },
    });
    expect(saved.status).toBe(201);
    expect(scheduleDetailSchema.parse(saved.body)).toMatchObject({
      data: '2026-11-19T20:00:00',
      status: 'rascunho',
    });
  });

  it('answers validation errors field by field', async () => {
    const refused = await call('POST', '/indisponibilidades', {
      body: {
        membro_id: 1,
        data_inicio: '2026-12-10',
        data_fim: '2026-12-12',
        justificativa: 'abc',
      },
    });
    expect(refused.status).toBe(400);
    expect(apiErrorSchema.parse(refused.body).errors).toEqual({
      justificativa: ['A justificativa deve ter pelo menos 5 caracteres.'],
    });
    const own = await call('POST', '/indisponibilidades', {
      body: {
        membro_id: 1,
        data_inicio: '2026-12-10',
        data_fim: '2026-12-12',
        justificativa: 'Viagem de férias',
      },
    });
    expect(own.status).toBe(201);
    const list = memberUnavailabilitiesSchema.parse(
      (await call('GET', '/indisponibilidades/membros/1')).body,
    );
    expect(list.indisponibilidades[0]).toMatchObject({
      data_inicio: '2026-12-10',
      dias: 3,
      status: 'futura',
    });
  });

  it('refuses every versioned edit made from an older read, changing nothing', async () => {
    // Each record an edit screen saves, with an edit of it and where its version shows.
    const edits: { path: string; body: Record<string, unknown>; read: string }[] = [
      { path: '/musicas/1', body: { bpm: 70 }, read: '/musicas/1' },
      {
        path: `/ministerios/${ministry}`,
        body: { nome: 'Louvor' },
        read: `/ministerios/${ministry}`,
      },
      {
        path: '/funcoes/1',
        body: { descricao: 'Conduz' },
        read: `/ministerios/${ministry}/funcoes`,
      },
      { path: '/membro-funcoes/1', body: { observacoes: 'Abre' }, read: '/membros/1/funcoes' },
      {
        path: '/indisponibilidades/4',
        body: { data_inicio: '2026-12-08', data_fim: '2026-12-10', justificativa: 'Retiro' },
        read: '/indisponibilidades/membros/1',
      },
    ];
    const versionOf = async (read: string, path: string) => {
      const id = Number(path.split('/').pop());
      const body = (await call('GET', read)).body as
        | { id: number; versao: number }
        | { id: number; versao: number }[]
        | { indisponibilidades: { id: number; versao: number }[] };
      const rows = Array.isArray(body)
        ? body
        : 'indisponibilidades' in body
          ? body.indisponibilidades
          : [body];
      return rows.find((row) => row.id === id)!.versao;
    };
    for (const { path, body, read } of edits) {
      expect([path, await versionOf(read, path)]).toEqual([path, 1]);
      expect((await call('PUT', path, { body: { ...body, versao: 1 } })).status).toBe(200);
      expect([path, await versionOf(read, path)]).toEqual([path, 2]);
      const stale = await call('PUT', path, { body: { ...body, versao: 1 }, locale: 'en-US' });
      expect([path, stale.status, apiErrorSchema.parse(stale.body)]).toEqual([
        path,
        409,
        {
          error: 'stale_version',
          message:
            'Someone changed this record while you were editing it. Reload to see the current version; nothing was saved.',
        },
      ]);
      expect([path, await versionOf(read, path)]).toEqual([path, 2]);
      // An edit without a version applies to whatever is there, as a script expects.
      expect((await call('PUT', path, { body })).status).toBe(200);
    }

    const schedule = scheduleDetailSchema.parse((await call('GET', '/escalas/4')).body);
    const save: SaveScheduleRequest = {
      titulo: 'Ensaio geral',
      data: schedule.data,
      horario: schedule.horario,
      musicas_escaladas: [],
      membros_escalados: [],
      versao: schedule.versao,
    };
    expect((await call('PUT', '/escalas/4', { body: save })).status).toBe(200);
    const stale = await call('PUT', '/escalas/4', { body: { ...save, titulo: 'Outro' } });
    expect(apiErrorSchema.parse(stale.body).error).toBe('stale_version');
    expect(scheduleDetailSchema.parse((await call('GET', '/escalas/4')).body)).toMatchObject({
      titulo: 'Ensaio geral',
      versao: schedule.versao + 1,
    });
  });

  it('raises the version of a function the principal star leaves', async () => {
    // Ana holds Ministro (assignment 1, principal) and Violão (assignment 2).
    await call('PUT', '/membro-funcoes/2', { body: { principal: true, versao: 1 } });
    expect(api.store.assignment(1)).toMatchObject({ principal: 0, versao: 2 });
    const stale = await call('PUT', '/membro-funcoes/1', { body: { principal: true, versao: 1 } });
    expect(apiErrorSchema.parse(stale.body).error).toBe('stale_version');
  });

  it('raises a schedule’s version on a swap and an answer, a ministry’s on a transfer', async () => {
    const versionOf = async (path: string) =>
      ((await call('GET', path)).body as { versao: number }).versao;
    // Bruno (ADMIN) plays keyboard on Sunday the 22nd; Carla (MEMBRO) sings, Elisa may stand in.
    api.signInAs('ADMIN');
    await call('POST', '/escalas/3/recusar', { body: { motivo: 'Viagem a trabalho' } });
    expect(await versionOf('/escalas/3')).toBe(2);
    await call('POST', '/escalas/3/confirmar');
    expect(await versionOf('/escalas/3')).toBe(3);

    api.signInAs('MEMBRO');
    await call('POST', '/escalas/3/recusar', { body: { motivo: 'Viagem a trabalho' } });
    api.signInAs('PROPRIETARIO');
    const vocal = scheduleDetailSchema
      .parse((await call('GET', '/escalas/3')).body)
      .membros.find((member) => member.membro_id === 3)!.funcoes[0]!.id!;
    const swapped = await call('POST', '/escalas/3/substituir', {
      body: { membro_id: 3, funcao_id: vocal, substituto_id: 5 },
    });
    expect(swapped.status).toBe(200);
    expect(await versionOf('/escalas/3')).toBe(5);

    const admin = api.store.membership(
      ministry,
      api.store.userWithStanding(ministry, 'ADMIN')!.id,
    )!;
    await call('POST', `/ministerios/${ministry}/transferir`, { body: { membro_id: admin.id } });
    expect(await versionOf(`/ministerios/${ministry}`)).toBe(2);
  });

  it('renews an expired access token through the lasting session, until that ends', async () => {
    api.expireAccessToken();
    expect((await call('GET', '/usuario')).body).toMatchObject({ error: 'token_expired' });
    expect((await call('POST', '/auth/sessao')).status).toBe(200);
    expect((await call('GET', '/usuario')).status).toBe(200);
    expect((await call('DELETE', '/auth/sessao')).status).toBe(200);
    api.expireAccessToken();
    expect((await call('POST', '/auth/sessao')).body).toMatchObject({ error: 'token_expired' });
  });

  it('answers 401 when the session is gone or has expired', async () => {
    api.expireSession();
    expect((await call('GET', '/usuario')).body).toMatchObject({ error: 'token_expired' });
    api.signOut();
    expect((await call('GET', '/usuario')).status).toBe(401);
    expect((await call('GET', '/health')).status).toBe(200);
  });

  it('shows the demo singers’ keys and saves, replaces and clears the caller’s own', async () => {
    // Bondade de Deus (1), Lugar Secreto (2), Ousado Amor (3): Ana sings the first in A.
    const bondade = songDetailSchema.parse((await call('GET', '/musicas/1')).body);
    expect(bondade.meu_tom).toBe('A');
    expect(bondade.tons_membros).toEqual([
      { membro_id: 1, nome: 'Ana Souza', tom: 'A' },
      { membro_id: 3, nome: 'Carla Mendes', tom: 'C' },
    ]);
    const setlist = memberSongKeysSchema.parse(
      (await call('GET', `/ministerios/${ministry}/tons-membros?musicas=3,1,2`)).body,
    );
    expect(setlist.map((key) => [key.musica_id, key.nome, key.tom])).toEqual([
      [3, 'Carla Mendes', 'D'],
      [1, 'Ana Souza', 'A'],
      [1, 'Carla Mendes', 'C'],
      [2, 'Elisa Martins', 'F'],
    ]);

    api.signInAs('ADMIN');
    const mine = `/ministerios/${ministry}/musicas/3/meu-tom`;
    expect(await call('PUT', mine, { body: { tom: 'Eb' } })).toEqual({
      status: 200,
      body: { musica_id: 3, tom: 'Eb' },
    });
    await call('PUT', mine, { body: { tom: 'E' } });
    const ousado = songDetailSchema.parse((await call('GET', '/musicas/3')).body);
    expect(ousado.meu_tom).toBe('E');
    expect(ousado.tons_membros.map((key) => [key.nome, key.tom])).toEqual([
      ['Bruno Lima', 'E'],
      ['Carla Mendes', 'D'],
    ]);
    const refused = await call('PUT', mine, { body: { tom: 'H' } });
    expect(refused).toMatchObject({ status: 400, body: { errors: { tom: ['Tom inválido.'] } } });
    expect(await call('DELETE', mine)).toEqual({ status: 200, body: { musica_id: 3, tom: null } });
    expect(songDetailSchema.parse((await call('GET', '/musicas/3')).body).meu_tom).toBeNull();

    // A song of the other ministry, under this one's path, is not found.
    expect(
      (await call('PUT', `/ministerios/${ministry}/musicas/17/meu-tom`, { body: { tom: 'A' } }))
        .status,
    ).toBe(404);
    api.signInAs('PENDENTE');
    expect((await call('PUT', mine, { body: { tom: 'A' } })).status).toBe(403);
    expect((await call('GET', `/ministerios/${ministry}/tons-membros?musicas=1`)).status).toBe(403);
  });

  it('drops a deleted song’s keys, and a deleted account’s', async () => {
    expect((await call('DELETE', '/musicas/1')).status).toBe(200);
    expect(api.store.tables.memberSongKeys.some((row) => row.song_id === 1)).toBe(false);
    api.signInAs('MEMBRO');
    expect((await call('DELETE', '/usuarios/3')).status).toBe(200);
    expect(api.store.tables.memberSongKeys.some((row) => row.member_id === 3)).toBe(false);
    expect(api.store.tables.memberSongKeys.map((row) => row.member_id)).toEqual([5]);
  });

  it('answers every read endpoint for the owner with a valid body', async () => {
    const reads = [
      '/usuario',
      `/ministerios/${ministry}`,
      `/ministerios/${ministry}/situacao`,
      `/ministerios/${ministry}/funcoes`,
      `/ministerios/${ministry}/indisponiveis?data=2026-11-19`,
      '/membros/3/funcoes',
      '/musicas',
      '/musicas/1',
      `/ministerios/${ministry}/tons-membros?musicas=1,2,3`,
      '/musicas/busca-deezer?q=gabriela&ministerio_id=1',
      '/escalas/4',
      '/escalas/1/verificar',
      '/minhas-escalas?data_inicial=2026-11-01&data_final=2026-11-30',
      '/indisponibilidades/membros/5',
      `/relatorios/musicas?ministerio_id=${ministry}&ano=2026`,
    ];
    for (const path of reads) expect([path, (await call('GET', path)).status]).toEqual([path, 200]);
    expect(
      songsReportSchema
        .parse(
          (
            await call(
              'GET',
              `/relatorios/musicas?ministerio_id=${ministry}&mes=11&ano=2026&limite=2`,
            )
          ).body,
        )
        .musicas.map((song) => [song.nome, song.contagem]),
    ).toEqual([
      ['Bondade de Deus', 2],
      ['Lugar Secreto', 2],
    ]);
  });

  it('keeps one calendar feed address per user until it is regenerated', async () => {
    const first = calendarFeedSchema.parse((await call('GET', '/usuario/calendario')).body);
    expect(first.url).toMatch(/^http:\/\/localhost\/api\/calendario\/[A-Za-z0-9_-]{43}\.ics$/);
    expect(calendarFeedSchema.parse((await call('GET', '/usuario/calendario')).body)).toEqual(
      first,
    );
    const regenerated = regenerateCalendarFeedResponseSchema.parse(
      (await call('POST', '/usuario/calendario')).body,
    );
    expect(regenerated.url).not.toBe(first.url);
    expect(regenerated.message).toMatch(/^Novo endereço gerado/);
    expect(calendarFeedSchema.parse((await call('GET', '/usuario/calendario')).body).url).toBe(
      regenerated.url,
    );
  });

  it('exports a draft the caller leads only while they are an active member, as the API does', async () => {
    const leader = api.signInAs('MEMBRO');
    const row = api.store.membership(ministry, leader.user.id)!;
    api.store.tables.schedules.push({
      ...api.store.tables.schedules[0]!,
      id: 9_001,
      ministry_id: ministry,
      titulo: 'Rascunho do ensaio',
      publicada: 0,
      finalizada: 0,
      responsavel_id: row.id,
      members: [
        { member_id: row.id, functions: [], confirmado: 0, recusado_em: null, motivo_recusa: null },
      ],
    });
    const drafts = async () =>
      personalDataSchema
        .parse((await call('GET', `/usuarios/${leader.user.id}/dados`)).body)
        .escalas.filter((entry) => entry.titulo === 'Rascunho do ensaio');
    expect(await drafts()).toHaveLength(1);
    row.status = 'INATIVO';
    expect(await drafts()).toEqual([]);
  });

  it('hands over the caller’s data, and deletes an account only once no ministry is theirs', async () => {
    const owner = api.signInAs('PROPRIETARIO');
    const data = personalDataSchema.parse(
      (await call('GET', `/usuarios/${owner.user.id}/dados`)).body,
    );
    expect(data.conta.id).toBe(owner.user.id);
    expect(data.participacoes.find((p) => p.ministerio_id === ministry)?.proprietario).toBe(true);
    expect((await call('GET', `/usuarios/${owner.user.id + 1}/dados`)).status).toBe(403);

    const refused = await call('DELETE', `/usuarios/${owner.user.id}`);
    expect(refused.status).toBe(409);
    const error = apiErrorSchema.parse(refused.body);
    expect(error.error).toBe('account_owns_ministries');
    expect(error.ministerios_proprios?.map((m) => m.id)).toContain(ministry);

    const admin = api.store.userWithStanding(ministry, 'ADMIN')!;
    const adminRow = api.store.membership(ministry, admin.id)!;
    const member = api.store.userWithStanding(ministry, 'MEMBRO')!;
    const notAdmin = await call('POST', `/ministerios/${ministry}/transferir`, {
      body: { membro_id: api.store.membership(ministry, member.id)!.id },
    });
    expect(apiErrorSchema.parse(notAdmin.body).error).toBe('ownership_target_not_admin');
    const moved = await call('POST', `/ministerios/${ministry}/transferir`, {
      body: { membro_id: adminRow.id },
    });
    expect(moved.status).toBe(200);
    expect(api.store.standingIn(api.store.ministry(ministry)!, owner.user.id)).toBe('ADMIN');

    // Any other ministry the demo owner has goes the same way before the account can.
    for (const other of api.store.tables.ministries.filter(
      (m) => m.proprietario_id === owner.user.id,
    ))
      api.store.tables.ministries = api.store.tables.ministries.filter((m) => m !== other);
    expect((await call('DELETE', `/usuarios/${owner.user.id}`)).status).toBe(200);
    expect(api.store.user(owner.user.id)).toMatchObject({ nome: '', telefone: null });
    expect((await call('GET', '/usuario')).status).toBe(401);
  });

  it('keeps a deleted account on the schedules that happened, without the reasons it gave, as the API does', async () => {
    const member = api.signInAs('MEMBRO');
    const row = api.store.membership(ministry, member.user.id)!;
    const place = (motivo: string | null) => ({
      member_id: row.id,
      functions: [],
      confirmado: 0,
      recusado_em: motivo ? '2026-01-01T12:00:00.000Z' : null,
      motivo_recusa: motivo,
    });
    const template = api.store.tables.schedules[0]!;
    api.store.tables.schedules.push(
      {
        ...template,
        id: 9_002,
        ministry_id: ministry,
        data: '2000-01-02',
        finalizada: 0,
        members: [place('Cirurgia do meu pai')],
      },
      {
        ...template,
        id: 9_003,
        ministry_id: ministry,
        data: '2999-01-02',
        finalizada: 0,
        publicada: 1,
        members: [place(null)],
      },
    );

    expect((await call('DELETE', `/usuarios/${member.user.id}`)).status).toBe(200);

    const placesOn = (id: number) =>
      api.store.tables.schedules.find((schedule) => schedule.id === id)?.members;
    expect(placesOn(9_002)).toEqual([
      expect.objectContaining({ member_id: row.id, motivo_recusa: null }),
    ]);
    expect(placesOn(9_002)?.[0]?.recusado_em).not.toBeNull();
    expect(placesOn(9_003)).toEqual([]);
  });
});
