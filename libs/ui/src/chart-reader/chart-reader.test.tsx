import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PRINT_COPY_ATTRIBUTE } from '../components/print-copy';
import { renderUi } from '../testing/render-ui';
import { ChartReader } from './chart-reader';

const chordPro = [
  '{start_of_verse: Parte 1}',
  '[G]Louvai ao [D/F#]Rei, [Em7]povos da [C7M]terra',
  '{end_of_verse}',
].join('\n');

/** The chords shown over the lyrics, in order. */
const chordsShown = () =>
  Array.from(document.querySelectorAll('[data-chart] [data-chord]'))
    .map((element) => element.textContent)
    .filter(Boolean);

afterEach(() => window.localStorage.clear());

describe('ChartReader', () => {
  it('opens in the key asked for and moves to another key', async () => {
    renderUi(<ChartReader chordPro={chordPro} songKey="G" openInKey="A" />);
    expect(chordsShown()).toEqual(['A', 'E/G#', 'F#m7', 'D7M']);
    await userEvent.selectOptions(screen.getByLabelText('Tom'), 'Bb');
    expect(chordsShown()).toEqual(['Bb', 'F/A', 'Gm7', 'Eb7M']);
  });

  it('gives the capo shapes and says which key they sound in', async () => {
    renderUi(<ChartReader chordPro={chordPro} songKey="G" openInKey="A" />);
    await userEvent.selectOptions(screen.getByLabelText('Capotraste'), '2');
    expect(chordsShown()).toEqual(['G', 'D/F#', 'Em7', 'C7M']);
    expect(screen.getByRole('status')).toHaveTextContent(
      'Formas em G com capotraste na 2ª casa · soa em A',
    );
  });

  it('shows Nashville numbers and the lyrics alone on demand', async () => {
    renderUi(<ChartReader chordPro={chordPro} songKey="G" />);
    const tools = screen.getByRole('group', { name: 'Ferramentas da cifra' });
    await userEvent.click(within(tools).getByRole('button', { name: 'Números (Nashville)' }));
    expect(chordsShown()).toEqual(['1', '5/7', '6m7', '47M']);
    await userEvent.click(within(tools).getByRole('button', { name: 'Só letra' }));
    expect(within(tools).getByRole('button', { name: 'Só letra' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(chordsShown()).toEqual([]);
    expect(screen.getByText('Louvai ao Rei, povos da terra')).toBeInTheDocument();
  });

  it('remembers the font size on this device', async () => {
    const { unmount } = renderUi(<ChartReader chordPro={chordPro} songKey="G" />);
    await userEvent.click(screen.getByRole('button', { name: 'Aumentar a letra' }));
    await userEvent.click(screen.getByRole('button', { name: 'Aumentar a letra' }));
    unmount();
    renderUi(<ChartReader chordPro={chordPro} songKey="G" />);
    expect(getComputedStyle(document.querySelector('[data-chart]') as Element).fontSize).toBe(
      '20px',
    );
  });

  it('offers no key, capo or numbers for a chart with no chords and no key', () => {
    renderUi(<ChartReader chordPro="Só a letra, sem acordes" songKey={null} />);
    expect(screen.queryByLabelText('Tom')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Números (Nashville)' })).not.toBeInTheDocument();
    expect(screen.getByText('Só a letra, sem acordes')).toBeInTheDocument();
  });

  it('prints the heading and the chart as shown, alone on the page', async () => {
    const print = vi.spyOn(window, 'print').mockImplementation(() => undefined);
    renderUi(<ChartReader chordPro={chordPro} songKey="G" printHeading={<h1>Louvai ao Rei</h1>} />);
    await userEvent.selectOptions(screen.getByLabelText('Tom'), 'Bb');
    await userEvent.click(screen.getByRole('button', { name: 'Imprimir cifra' }));
    expect(print).toHaveBeenCalledOnce();
    const copy = document.querySelector(`[${PRINT_COPY_ATTRIBUTE}]`) as HTMLElement;
    expect(copy.querySelector('h1')).toHaveTextContent('Louvai ao Rei');
    expect(
      Array.from(copy.querySelectorAll('[data-chord]'))
        .map((chord) => chord.textContent)
        .filter(Boolean),
    ).toEqual(['Bb', 'F/A', 'Gm7', 'Eb7M']);
  });
});
