import { describe, expect, it, vi } from 'vitest';
import { ApiError, errorMessageOf } from '../api-error';
import enUS from '../locales/en-US/api-client.json';
import ptBR from '../locales/pt-BR/api-client.json';
import {
  actionFallbackMessage,
  formatValidationErrors,
  toApiLocale,
  type ApiAction,
} from './messages';

const actions = Object.entries(ptBR.actions).flatMap(([area, texts]) =>
  Object.keys(texts).map((name) => `${area}.${name}` as ApiAction),
);

describe('formatValidationErrors', () => {
  const errors = { email: ['E-mail inválido'], senha: ['Muito curta', 'Fraca'], vazio: [] };

  it('renders the map in pt-BR', () => {
    expect(formatValidationErrors(errors, 'pt-BR')).toBe(
      'Erro de validação: email: E-mail inválido; senha: Muito curta, Fraca',
    );
  });

  it('renders the map in en-US', () => {
    expect(formatValidationErrors(errors, 'en-US')).toBe(
      'Validation error: email: E-mail inválido; senha: Muito curta, Fraca',
    );
  });
});

describe('fallback texts', () => {
  it('has a text for every action in both languages, and they differ', async () => {
    expect(actions.length).toBeGreaterThan(40);
    for (const action of actions) {
      const pt = await actionFallbackMessage(action, 'pt-BR');
      const en = await actionFallbackMessage(action, 'en-US');
      expect(pt, action).toMatch(/^Erro/);
      expect(en, action).toMatch(/^(Unknown )?[Ee]rror/);
    }
  });

  it('says "Erro desconhecido" when the texts cannot be fetched (the network is gone)', async () => {
    vi.resetModules();
    vi.doMock('../locales/pt-BR/api-client.json', () => {
      throw new TypeError('Failed to fetch dynamically imported module');
    });
    try {
      const fresh = await import('./messages');
      expect(await fresh.actionFallbackMessage('songs.create', 'pt-BR')).toBe('Erro desconhecido');
    } finally {
      vi.doUnmock('../locales/pt-BR/api-client.json');
      vi.resetModules();
    }
  });

  it('uses the spec texts', async () => {
    expect(await actionFallbackMessage('schedules.confirm', 'pt-BR')).toBe(
      'Erro ao confirmar presença',
    );
    expect(await actionFallbackMessage('ministries.standing', 'pt-BR')).toBe(
      'Erro ao obter situação no ministério',
    );
    expect(Object.keys(enUS.actions)).toEqual(Object.keys(ptBR.actions));
  });

  it('reads English for any en-* language and pt-BR otherwise', () => {
    expect(toApiLocale('en')).toBe('en-US');
    expect(toApiLocale('en-GB')).toBe('en-US');
    expect(toApiLocale('pt')).toBe('pt-BR');
    expect(toApiLocale('fr-FR')).toBe('pt-BR');
    expect(toApiLocale(undefined)).toBe('pt-BR');
  });
});

describe('errorMessageOf', () => {
  it("shows an ApiError's display message and a generic text for anything else", () => {
    const error = new ApiError(
      0,
      { error: 'network_error', message: '' },
      {
        action: 'reports.songs',
        locale: 'en-US',
        fallbackMessage: 'Error getting the songs report',
      },
    );
    expect(errorMessageOf(error, 'pt-BR')).toBe('Error getting the songs report');
    expect(errorMessageOf(new TypeError('x'), 'pt-BR')).toBe('Erro desconhecido');
    expect(errorMessageOf('boom', 'en-US')).toBe('Unknown error');
  });
});
