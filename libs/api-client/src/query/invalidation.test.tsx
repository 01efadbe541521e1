// @vitest-environment happy-dom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, renderHook, waitFor } from '@testing-library/react';
import { apiPaths, fillPath, type Song } from '@levita/contracts';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import type { ReactNode } from 'react';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { ApiClientProvider, createApiClient, useApiClient } from '../client/api-client';
import { useAssignMemberFunction } from '../member-functions/assign-member-function';
import { useMemberFunctions } from '../member-functions/list-member-functions';
import { useMembers } from '../members/list-members';
import { useConfirmPresence } from '../schedules/confirm-presence';
import { useMySchedules } from '../schedules/list-my-schedules';
import { usePresence } from '../schedules/verify-presence';
import { useCreateSong } from '../songs/create-song';
import { useDeleteMySongKey } from '../songs/delete-my-song-key';
import { useMemberSongKeys } from '../songs/get-member-song-keys';
import { useSong } from '../songs/get-song';
import { useSongs } from '../songs/list-songs';
import { useUpdateMySongKey } from '../songs/update-my-song-key';

const BASE = 'http://levita.test/api';
const server = setupServer();
let hits: Record<string, number> = {};

function count(name: string) {
  hits[name] = (hits[name] ?? 0) + 1;
}

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  cleanup();
  server.resetHandlers();
  hits = {};
});
afterAll(() => server.close());

/** A fresh cache per test, the same one across a test's renders. */
function createWrapper() {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const client = createApiClient({ baseUrl: BASE, getToken: () => 't', getLocale: () => 'pt-BR' });
  return function Wrapper({ children }: { children: ReactNode }) {
    return (
      <QueryClientProvider client={queryClient}>
        <ApiClientProvider client={client}>{children}</ApiClientProvider>
      </QueryClientProvider>
    );
  };
}

const song: Song = {
  id: 10,
  ministerio_id: 1,
  nome: 'Graça',
  artista: 'Coral',
  album: null,
  tom: 'G',
  bpm: 72,
  duracao: null,
  capa_url: null,
  classificacoes: 'adoracao',
  classificacoes_lista: ['adoracao'],
  links: { cifra: null, letra: null, audio: null, video: null },
  link_cifra: null,
  link_letra: null,
  link_audio: null,
  link_video: null,
  origem_externa: null,
  id_externo: null,
  data_criacao: '2025-01-01T00:00:00Z',
  data_atualizacao: '2025-01-01T00:00:00Z',
  versao: 1,
  tem_cifra: false,
};

describe('ApiClientProvider', () => {
  it('gives hooks the client, and says so when it is missing', () => {
    const { result } = renderHook(() => useApiClient(), { wrapper: createWrapper() });
    expect(result.current.baseUrl).toBe(BASE);
    expect(() => renderHook(() => useApiClient())).toThrow(/ApiClientProvider/);
  });
});

describe('mutations refresh what they change', () => {
  it("creating a song refreshes that ministry's lists, not another's", async () => {
    server.use(
      http.get(`${BASE}${fillPath(apiPaths.songs)}`, ({ request }) => {
        count(`list ${new URL(request.url).searchParams.get('ministerio_id')}`);
        return HttpResponse.json({ musicas: [], total: 0, pagina: 1, por_pagina: 10 });
      }),
      // A write answers the song's detail: its chart and the members' keys (none yet).
      http.post(`${BASE}${fillPath(apiPaths.songs)}`, () =>
        HttpResponse.json(
          { ...song, cifra: null, meu_tom: null, tons_membros: [] },
          { status: 201 },
        ),
      ),
    );
    const { result } = renderHook(
      () => ({
        mine: useSongs({ ministerio_id: 1 }),
        other: useSongs({ ministerio_id: 2 }),
        create: useCreateSong(),
      }),
      { wrapper: createWrapper() },
    );
    await waitFor(() =>
      expect(result.current.mine.isSuccess && result.current.other.isSuccess).toBe(true),
    );
    expect(hits).toEqual({ 'list 1': 1, 'list 2': 1 });

    await act(() =>
      result.current.create.mutateAsync({ ministerio_id: 1, nome: 'Graça', artista: 'Coral' }),
    );

    expect(hits).toEqual({ 'list 1': 2, 'list 2': 1 });
  });

  it("confirming presence refreshes that schedule's presence and my schedules", async () => {
    server.use(
      http.get(`${BASE}${fillPath(apiPaths.verifyPresence, { id: 5 })}`, () => {
        count('verify');
        return HttpResponse.json({
          estou_escalado: true,
          confirmei_presenca: hits.confirm === 1,
          recusei_presenca: false,
        });
      }),
      http.get(`${BASE}${fillPath(apiPaths.mySchedules)}`, () => {
        count('mine');
        return HttpResponse.json({ escalas: [] });
      }),
      http.post(`${BASE}${fillPath(apiPaths.confirmPresence, { id: 5 })}`, () => {
        count('confirm');
        return HttpResponse.json({
          estou_escalado: true,
          confirmei_presenca: true,
          recusei_presenca: false,
          message: 'ok',
        });
      }),
    );
    const { result } = renderHook(
      () => ({ presence: usePresence(5), mine: useMySchedules(), confirm: useConfirmPresence() }),
      { wrapper: createWrapper() },
    );
    await waitFor(() => expect(result.current.presence.data?.confirmei_presenca).toBe(false));
    await waitFor(() => expect(result.current.mine.isSuccess).toBe(true));

    await act(() => result.current.confirm.mutateAsync(5));

    expect(result.current.presence.data?.confirmei_presenca).toBe(true);
    expect(hits).toEqual({ verify: 2, mine: 2, confirm: 1 });
  });

  it("assigning a function refreshes the members list and that member's functions", async () => {
    server.use(
      http.get(`${BASE}${fillPath(apiPaths.ministryMembers, { id: 1 })}`, () => {
        count('members');
        return HttpResponse.json([]);
      }),
      http.get(`${BASE}${apiPaths.memberFunctions}`, ({ params }) => {
        count(`functions ${String(params.id)}`);
        return HttpResponse.json([]);
      }),
      http.post(`${BASE}${fillPath(apiPaths.memberFunctions, { id: 3 })}`, () =>
        HttpResponse.json(
          {
            id: 1,
            membro_id: 3,
            funcao_id: 2,
            funcao: { id: 2, nome: 'Voz', icone: 'microfone' },
            principal: true,
            observacoes: null,
            versao: 1,
          },
          { status: 201 },
        ),
      ),
    );
    const { result } = renderHook(
      () => ({
        members: useMembers(1, { status: 'ATIVO' }),
        functions: useMemberFunctions(3),
        otherFunctions: useMemberFunctions(4),
        assign: useAssignMemberFunction(1),
      }),
      { wrapper: createWrapper() },
    );
    await waitFor(() =>
      expect(
        [result.current.members, result.current.functions, result.current.otherFunctions].every(
          (query) => query.isSuccess,
        ),
      ).toBe(true),
    );

    await act(() =>
      result.current.assign.mutateAsync({
        memberId: 3,
        assignment: { funcao_id: 2, principal: true },
      }),
    );

    expect(hits).toEqual({ members: 2, 'functions 3': 2, 'functions 4': 1 });
  });

  it("saving or clearing one's key refreshes that song's page and the ministry's setlist keys", async () => {
    server.use(
      http.get(`${BASE}${apiPaths.song}`, ({ params }) => {
        count(`song ${String(params.id)}`);
        const id = Number(params.id);
        return HttpResponse.json({
          ...song,
          id,
          cifra: null,
          meu_tom: hits.save ? 'A' : null,
          tons_membros: [],
        });
      }),
      http.get(`${BASE}${apiPaths.memberSongKeys}`, ({ params }) => {
        count(`keys ${String(params.ministryId)}`);
        return HttpResponse.json([]);
      }),
      http.put(`${BASE}${fillPath(apiPaths.mySongKey, { ministryId: 1, songId: 10 })}`, () => {
        count('save');
        return HttpResponse.json({ musica_id: 10, tom: 'A' });
      }),
      http.delete(`${BASE}${fillPath(apiPaths.mySongKey, { ministryId: 1, songId: 10 })}`, () => {
        count('clear');
        return HttpResponse.json({ musica_id: 10, tom: null });
      }),
    );
    const { result } = renderHook(
      () => ({
        song: useSong(10),
        otherSong: useSong(11),
        keys: useMemberSongKeys(1, [10, 11]),
        otherKeys: useMemberSongKeys(2, [20]),
        noSetlist: useMemberSongKeys(1, []),
        save: useUpdateMySongKey(),
        clear: useDeleteMySongKey(),
      }),
      { wrapper: createWrapper() },
    );
    await waitFor(() =>
      expect(
        [result.current.song, result.current.otherSong, result.current.keys].every(
          (query) => query.isSuccess,
        ) && result.current.otherKeys.isSuccess,
      ).toBe(true),
    );
    // An empty setlist asks nothing.
    expect(result.current.noSetlist.fetchStatus).toBe('idle');

    await act(() =>
      result.current.save.mutateAsync({ ministryId: 1, songId: 10, body: { tom: 'A' } }),
    );
    await waitFor(() => expect(result.current.song.data?.meu_tom).toBe('A'));
    expect(hits).toEqual({ 'song 10': 2, 'song 11': 1, 'keys 1': 2, 'keys 2': 1, save: 1 });

    await act(() => result.current.clear.mutateAsync({ ministryId: 1, songId: 10 }));
    expect(hits).toMatchObject({ 'song 10': 3, 'song 11': 1, 'keys 1': 3, 'keys 2': 1 });
  });
});
