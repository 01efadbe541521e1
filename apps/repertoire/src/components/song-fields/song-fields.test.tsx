import { majorKeys, minorKeys, type SongCategory } from '@levita/contracts';
import { renderWithProviders } from '@levita/testing';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { repertoireNamespaces } from '../../config/namespaces';
import { BpmField, CategoryPicker, DurationField, KeySelect, SongLinkFields } from './index';
import { emptySongLinks, songFieldErrors } from './song-field-values';

const render = (ui: React.ReactElement, locale: 'pt-BR' | 'en-US' = 'pt-BR') =>
  renderWithProviders(ui, {
    namespaces: repertoireNamespaces,
    defaultNamespace: 'repertoire',
    locale,
  });

function Fields() {
  const [duration, setDuration] = useState('');
  const [key, setKey] = useState('');
  const [categories, setCategories] = useState<SongCategory[]>([]);
  const [links, setLinks] = useState(emptySongLinks);
  const [bpm, setBpm] = useState('');
  const errors = songFieldErrors({ bpm, duracao: duration, links });
  return (
    <>
      <DurationField value={duration} onChange={setDuration} error={errors.duracao} />
      <KeySelect value={key} onChange={setKey} />
      <BpmField value={bpm} onChange={setBpm} error={errors.bpm} />
      <CategoryPicker value={categories} onChange={setCategories} />
      <SongLinkFields
        values={links}
        onChange={(name, value) => setLinks((current) => ({ ...current, [name]: value }))}
        errors={errors.links}
      />
      <output data-testid="categories">{categories.join(',')}</output>
    </>
  );
}

describe('song fields', () => {
  it('drops what is not a digit or a colon from the duration', async () => {
    render(<Fields />);
    const duration = screen.getByLabelText('Duração');
    await userEvent.type(duration, '4min0s5');
    expect(duration).toHaveValue('405');
    await userEvent.clear(duration);
    await userEvent.type(duration, '4:65');
    expect(screen.getByText('Use m:ss (4:05) ou os segundos (245).')).toBeInTheDocument();
  });

  it('offers none, then the major and the minor keys in their usual spelling', async () => {
    render(<Fields />);
    const select = screen.getByRole('combobox', { name: 'Tom' });
    const options = () =>
      within(select)
        .getAllByRole('option')
        .map((option) => option.textContent);
    expect(options()).toEqual(['Sem tom', ...majorKeys, ...minorKeys]);
    expect(select).toHaveDisplayValue('Sem tom');
    await userEvent.selectOptions(select, 'Bb');
    expect(select).toHaveValue('Bb');
    // A minor song lists the minor keys first.
    await userEvent.selectOptions(select, 'F#m');
    expect(select).toHaveValue('F#m');
    expect(options()).toEqual(['Sem tom', ...minorKeys, ...majorKeys]);
    expect(within(select).getAllByRole('group')[0]).toHaveAttribute('label', 'Tons menores');
  });

  it('keeps offering a key saved in a spelling no longer offered', () => {
    render(<KeySelect value="A#" onChange={() => undefined} />);
    const select = screen.getByRole('combobox', { name: 'Tom' });
    expect(select).toHaveValue('A#');
    expect(within(select).getAllByRole('option', { name: 'A#' })).toHaveLength(1);
  });

  it('says when the BPM is outside 1-300', async () => {
    render(<Fields />);
    const bpm = screen.getByLabelText('BPM', { exact: false });
    await userEvent.type(bpm, '301');
    expect(screen.getByText('O BPM deve ser um número de 1 a 300.')).toBeInTheDocument();
    await userEvent.clear(bpm);
    await userEvent.type(bpm, '72');
    expect(screen.queryByText('O BPM deve ser um número de 1 a 300.')).not.toBeInTheDocument();
  });

  it('keeps the categories in the catalogue order, whatever the order they were ticked in', async () => {
    render(<Fields />);
    expect(screen.getAllByRole('checkbox')).toHaveLength(20);
    await userEvent.click(screen.getByRole('checkbox', { name: 'Natal' }));
    await userEvent.click(screen.getByRole('checkbox', { name: 'Adoração' }));
    await userEvent.click(screen.getByRole('checkbox', { name: 'Santa Ceia' }));
    expect(screen.getByTestId('categories')).toHaveTextContent('adoracao,santa_ceia,natal');
    await userEvent.click(screen.getByRole('checkbox', { name: 'Adoração' }));
    expect(screen.getByTestId('categories')).toHaveTextContent('santa_ceia,natal');
  });

  it('asks for full links, except a chords link to Cifra Club, which the API completes', async () => {
    render(<Fields />, 'en-US');
    const error = 'Enter a full link, starting with http:// or https://.';
    const chords = screen.getByRole('textbox', { name: 'Chords' });
    await userEvent.type(chords, 'cifraclub.com.br/artista/musica');
    expect(screen.queryByText(error)).not.toBeInTheDocument();

    await userEvent.clear(chords);
    await userEvent.type(chords, 'cifras.com.br/x');
    expect(screen.getByText(error)).toBeInTheDocument();

    await userEvent.clear(chords);
    await userEvent.type(screen.getByRole('textbox', { name: 'Lyrics' }), 'cifraclub.com.br/x');
    expect(screen.getByText(error)).toBeInTheDocument();
  });
});
