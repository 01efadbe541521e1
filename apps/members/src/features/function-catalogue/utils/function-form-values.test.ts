import type { MinistryFunction } from '@levita/contracts';
import { describe, expect, it } from 'vitest';
import {
  createRequestOf,
  emptyFunctionForm,
  formValuesOf,
  missingName,
  updateRequestOf,
} from './function-form-values';

const violao: MinistryFunction = {
  id: 3,
  nome: 'Violão',
  descricao: 'Base acústica',
  icone: 'violao',
  ministerio_id: 1,
  data_criacao: '2026-01-01T00:00:00.000Z',
  data_atualizacao: '2026-01-01T00:00:00.000Z',
  versao: 1,
};

describe('function form values', () => {
  it('starts a new function empty, with the microphone icon', () => {
    expect(emptyFunctionForm).toEqual({ nome: '', descricao: '', icone: 'microfone' });
  });

  it('requires a name that is not blank', () => {
    expect(missingName({ ...emptyFunctionForm, nome: '   ' })).toBe(true);
    expect(missingName({ ...emptyFunctionForm, nome: 'Vocal' })).toBe(false);
  });

  it('trims what it sends', () => {
    expect(createRequestOf({ nome: ' Dança ', descricao: '  ', icone: 'outro' })).toEqual({
      nome: 'Dança',
      descricao: '',
      icone: 'outro',
    });
  });

  it('keeps a default name as stored when it was left as shown', () => {
    const values = formValuesOf(violao, 'Acoustic guitar');
    expect(values).toEqual({
      nome: 'Acoustic guitar',
      descricao: 'Base acústica',
      icone: 'violao',
    });
    expect(updateRequestOf({ ...values, icone: 'guitarra' }, violao, 'Acoustic guitar')).toEqual({
      nome: 'Violão',
      descricao: 'Base acústica',
      icone: 'guitarra',
    });
    expect(updateRequestOf({ ...values, nome: 'Violão 12' }, violao, 'Acoustic guitar')).toEqual({
      nome: 'Violão 12',
      descricao: 'Base acústica',
      icone: 'violao',
    });
  });
});
