import { describe, expect, it } from 'vitest';
import { draftReducer, emptyDraft } from '../../../utils/schedule-draft';
import { forwardBlocker, wizardSteps } from './wizard-steps';

describe('the wizard steps', () => {
  const empty = emptyDraft('2026-11-25');
  const titled = draftReducer(empty, { type: 'info', changes: { titulo: 'Culto' } });
  const withSong = draftReducer(titled, {
    type: 'addSong',
    song: { musica_id: 1, nome: 'A', artista: 'B', tom: 'G' },
  });

  it('go informacoes, musicas, membros', () => {
    expect(wizardSteps).toEqual(['informacoes', 'musicas', 'membros']);
  });

  it('need title, date and time before the songs', () => {
    expect(forwardBlocker('informacoes', empty)).toBe('new_schedule.required_fields');
    expect(forwardBlocker('informacoes', { ...titled, horario: '' })).toBe(
      'new_schedule.required_fields',
    );
    expect(forwardBlocker('informacoes', { ...titled, data: '' })).toBe(
      'new_schedule.required_fields',
    );
    expect(forwardBlocker('informacoes', titled)).toBeNull();
  });

  it('need a song before the members', () => {
    expect(forwardBlocker('musicas', titled)).toBe('new_schedule.add_at_least_one_song');
    expect(forwardBlocker('musicas', withSong)).toBeNull();
    expect(forwardBlocker('membros', withSong)).toBeNull();
  });
});
