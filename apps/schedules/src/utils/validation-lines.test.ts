import type { SaveScheduleRequest } from '@levita/contracts';
import { describe, expect, it } from 'vitest';
import { validationLinesOf, type ValidationNames } from './validation-lines';

const request: SaveScheduleRequest = {
  ministerio_id: 1,
  titulo: 'Culto',
  data: '2026-11-29T19:00:00',
  horario: '19:00',
  publicada: false,
  finalizada: false,
  responsavel_id: 9,
  musicas_escaladas: [
    { musica_id: 4, ordem: 1, tom_alterado: 'A' },
    { musica_id: 12, ordem: 2, tom_alterado: null },
  ],
  membros_escalados: [
    { membro_id: 3, funcao_id: 5, observacao: null },
    { membro_id: 6, funcao_id: 8, observacao: null },
    { membro_id: 6, funcao_id: null, observacao: null },
  ],
};

const names: ValidationNames = {
  song: (id) => ({ 4: 'Porque Ele Vive', 12: 'Oceanos' })[id],
  member: (id) => ({ 3: 'Carla Mendes', 6: 'Felipe Costa' })[id],
  memberFunction: (member, fn) => (member === 6 && fn === 8 ? 'Bateria' : undefined),
};

describe('server validation errors as lines', () => {
  it('name the song an index points at, with its place in the list', () => {
    const lines = validationLinesOf(
      { 'musicas_escaladas.1.musica_id': ['Música não encontrada'] },
      request,
      names,
    );
    expect(lines).toEqual([
      {
        subject: { kind: 'song', position: 2, name: 'Oceanos' },
        messages: ['Música não encontrada'],
      },
    ]);
  });

  it('name the member and the function an index points at', () => {
    const lines = validationLinesOf(
      {
        'membros_escalados.1.funcao_id': ['Não exerce'],
        'membros_escalados.2.membro_id': ['Inativo'],
        'membros_escalados.0.funcao_id': ['Outra'],
      },
      request,
      names,
    );
    expect(lines.map((line) => line.subject)).toEqual([
      { kind: 'member', name: 'Felipe Costa', functionName: 'Bateria' },
      { kind: 'member', name: 'Felipe Costa', functionName: null },
      { kind: 'member', name: 'Carla Mendes', functionName: null },
    ]);
  });

  it('name the info fields, the leader among them', () => {
    const lines = validationLinesOf(
      { titulo: ['Obrigatório'], data: ['Inválida'], responsavel_id: ['Inativo'], horario: [] },
      request,
      names,
    );
    expect(lines.map((line) => line.subject)).toEqual([
      { kind: 'field', field: 'titulo' },
      { kind: 'field', field: 'data' },
      { kind: 'field', field: 'responsavel' },
    ]);
  });

  it('keep a line for whole lists, indexes past the request and unknown keys', () => {
    const lines = validationLinesOf(
      {
        membros_escalados: ['Ana: indisponível'],
        musicas_escaladas: ['Demais'],
        'musicas_escaladas.7.musica_id': ['?'],
        ministerio_id: ['Obrigatório'],
      },
      request,
      names,
    );
    expect(lines.map((line) => line.subject)).toEqual([
      { kind: 'members' },
      { kind: 'songs' },
      { kind: 'song', position: 8, name: null },
      { kind: 'other', key: 'ministerio_id' },
    ]);
  });
});
