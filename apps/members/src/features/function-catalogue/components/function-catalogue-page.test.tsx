import { setupMockApiServer, TEST_API_BASE_URL } from '@levita/testing';
import { screen, within } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import {
  cardNames,
  cardOf,
  DEFAULT_NAMES_PT,
  findCards,
  iconOf,
  renderCatalogue,
} from '../testing/function-catalogue-test-kit';

const api = setupMockApiServer();

/** Pages of many cards: more room than the 5 s default on a busy machine. */
const slow = { timeout: 30_000 };

describe('FunctionCataloguePage: the cards', slow, () => {
  it('shows the ministry’s functions as cards with icon, name and description', async () => {
    api.store.function(3)!.descricao = 'Base acústica do louvor';
    renderCatalogue(api);
    await findCards();
    expect(screen.getByRole('heading', { level: 1, name: 'Funções' })).toBeInTheDocument();
    expect(cardNames()).toEqual(DEFAULT_NAMES_PT);
    expect(screen.getByText('18 funções')).toBeVisible();
    expect(within(cardOf('Violão')).getByText('Base acústica do louvor')).toBeVisible();
    // No description: nothing under the name.
    expect(cardOf('Vocal').querySelector('p')).toBeNull();
    expect(iconOf('Violão')).toBe('violao');
    expect(iconOf('Técnico de som')).toBe('tecnico-som');
    expect(iconOf('Percussão')).toBe('outro');
    expect(within(cardOf('Baixo')).getByRole('button', { name: 'Editar Baixo' })).toBeVisible();
    expect(within(cardOf('Baixo')).getByRole('button', { name: 'Excluir Baixo' })).toBeVisible();
  });

  it('shows the default names in English, ordered as read', async () => {
    renderCatalogue(api, { locale: 'en-US' });
    await findCards();
    expect(screen.getByRole('heading', { level: 1, name: 'Roles' })).toBeInTheDocument();
    expect(cardNames()).toEqual([
      'Accordion',
      'Acoustic guitar',
      'Bass',
      'Drums',
      'Electric guitar',
      'Flute',
      'Harmonica',
      'Keyboard',
      'Media',
      'Percussion',
      'Piano',
      'Saxophone',
      'Sound technician',
      'Tambourine',
      'Triangle',
      'Violin',
      'Vocalist',
      'Worship leader',
    ]);
    expect(screen.getByText('18 roles')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Edit Acoustic guitar' })).toBeVisible();
  });

  it('shows English default names in Portuguese, and a renamed function as stored', async () => {
    api.store.function(3)!.nome = 'Violão 12 cordas';
    api.store.function(5)!.nome = 'Bass';
    renderCatalogue(api, { locale: 'en-US' });
    await findCards();
    expect(cardNames()).toContain('Violão 12 cordas');
    expect(cardNames()).not.toContain('Acoustic guitar');
    expect(cardNames()).toContain('Bass');
  });

  it('reads a default function stored in English in Portuguese', async () => {
    api.store.function(5)!.nome = 'Bass';
    renderCatalogue(api);
    await findCards();
    expect(cardNames()).toEqual(DEFAULT_NAMES_PT);
  });
});

describe('FunctionCataloguePage: states', slow, () => {
  it('shows a loading state until the functions arrive', async () => {
    renderCatalogue(api);
    expect(screen.getByRole('status', { name: 'Carregando funções…' })).toBeInTheDocument();
    await findCards();
    expect(screen.queryByRole('status', { name: 'Carregando funções…' })).not.toBeInTheDocument();
  });

  it('shows the error with "Tentar novamente", which loads the cards again', async () => {
    const user = userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never });
    api.server.use(
      http.get(
        `${TEST_API_BASE_URL}/ministerios/:id/funcoes`,
        () => HttpResponse.json({ error: 'internal_error', message: '' }, { status: 500 }),
        { once: true },
      ),
    );
    renderCatalogue(api);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Não foi possível carregar as funções');
    expect(alert).toHaveTextContent('Erro ao listar funções do ministério');
    await user.click(within(alert).getByRole('button', { name: 'Tentar novamente' }));
    await findCards();
    expect(cardNames()).toHaveLength(18);
  });

  it('shows an empty state whose button opens the create form', async () => {
    const user = userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never });
    api.store.tables.functions = api.store.tables.functions.filter((fn) => fn.ministry_id !== 1);
    renderCatalogue(api);
    expect(
      await screen.findByRole('heading', { level: 2, name: 'Nenhuma função cadastrada' }),
    ).toBeVisible();
    expect(
      screen.getByText(
        'Crie as funções que os membros exercem, como vocal, violão ou técnico de som.',
      ),
    ).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Criar função' }));
    expect(screen.getByRole('dialog', { name: 'Nova função' })).toBeInTheDocument();
  });

  it('speaks English when empty', async () => {
    api.store.tables.functions = api.store.tables.functions.filter((fn) => fn.ministry_id !== 1);
    renderCatalogue(api, { locale: 'en-US' });
    expect(await screen.findByRole('heading', { level: 2, name: 'No roles yet' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Create role' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'New role' })).toBeVisible();
  });
});
