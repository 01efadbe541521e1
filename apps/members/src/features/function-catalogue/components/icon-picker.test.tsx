import { functionIcons, type FunctionIcon } from '@levita/contracts';
import type { Locale } from '@levita/i18n';
import { renderWithProviders } from '@levita/testing';
import { screen } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { defaultNamespace, namespaces } from '../../../config/namespaces';
import { IconPicker } from './icon-picker';

/** 30 buttons named one by one: more room than the 5 s default on a busy machine. */
const slow = { timeout: 30_000 };

const NAMES_PT = [
  'Microfone',
  'Violão',
  'Guitarra',
  'Baixo',
  'Bateria',
  'Teclado',
  'Piano',
  'Violino',
  'Viola',
  'Violoncelo',
  'Contrabaixo',
  'Flauta',
  'Saxofone',
  'Trompete',
  'Trombone',
  'Gaita',
  'Acordeão',
  'Cavaquinho',
  'Cajón',
  'Pandeiro',
  'Atabaque',
  'Tamborim',
  'Triângulo',
  'Zabumba',
  'Harpa',
  'Regente',
  'Backing vocal',
  'Técnico de som',
  'Projetor',
  'Outro',
];

function Harness({ initial }: { initial: string }) {
  const [icon, setIcon] = useState<string>(initial);
  return (
    <>
      <span id="icon-label">Ícone</span>
      <IconPicker value={icon} labelledBy="icon-label" onChange={setIcon} />
      <output data-testid="chosen">{icon}</output>
    </>
  );
}

function renderPicker(initial: string = 'microfone', locale: Locale = 'pt-BR') {
  renderWithProviders(
    <>
      <button type="button">before</button>
      <Harness initial={initial} />
    </>,
    { namespaces, defaultNamespace, locale },
  );
}

const radios = () => screen.getAllByRole('radio');
const chosen = () => screen.getByTestId('chosen').textContent as FunctionIcon;

describe('IconPicker', slow, () => {
  it('offers the 30 icons as a labelled radio group, each with its translated name', () => {
    renderPicker();
    expect(screen.getByRole('radiogroup', { name: 'Ícone' })).toBeInTheDocument();
    expect(radios()).toHaveLength(30);
    expect(radios().map((radio) => radio.getAttribute('aria-label'))).toEqual(NAMES_PT);
    expect(radios().map((radio) => radio.querySelector('svg')?.getAttribute('data-icon'))).toEqual([
      ...functionIcons,
    ]);
    expect(screen.getByRole('radio', { name: 'Microfone' })).toBeChecked();
    expect(screen.getAllByRole('radio', { checked: true })).toHaveLength(1);
  });

  it('names the icons in English', () => {
    renderPicker('violao', 'en-US');
    expect(screen.getByRole('radio', { name: 'Acoustic guitar' })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'Sound technician' })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Other' })).toBeInTheDocument();
  });

  it('picks an icon with a click', async () => {
    const user = userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never });
    renderPicker();
    await user.click(screen.getByRole('radio', { name: 'Cajón' }));
    expect(chosen()).toBe('cajon');
    expect(screen.getByRole('radio', { name: 'Cajón' })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'Microfone' })).not.toBeChecked();
  });

  it('is one tab stop, on the chosen icon', async () => {
    const user = userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never });
    renderPicker('bateria');
    await user.click(screen.getByRole('button', { name: 'before' }));
    await user.tab();
    expect(screen.getByRole('radio', { name: 'Bateria' })).toHaveFocus();
    expect(radios().filter((radio) => radio.tabIndex === 0)).toEqual([
      screen.getByRole('radio', { name: 'Bateria' }),
    ]);
  });

  it('moves the choice with the arrows, Home and End, wrapping at the ends', async () => {
    const user = userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never });
    renderPicker();
    screen.getByRole('radio', { name: 'Microfone' }).focus();
    await user.keyboard('{ArrowRight}');
    expect(chosen()).toBe('violao');
    expect(screen.getByRole('radio', { name: 'Violão' })).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(chosen()).toBe('guitarra');
    await user.keyboard('{ArrowUp}{ArrowLeft}');
    expect(chosen()).toBe('microfone');
    await user.keyboard('{ArrowLeft}');
    expect(chosen()).toBe('outro');
    expect(screen.getByRole('radio', { name: 'Outro' })).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(chosen()).toBe('microfone');
    await user.keyboard('{End}');
    expect(chosen()).toBe('outro');
    await user.keyboard('{Home}');
    expect(chosen()).toBe('microfone');
    expect(screen.getByRole('radio', { name: 'Microfone' })).toHaveFocus();
  });

  it('leaves nothing chosen for an icon it does not know, the first icon taking the tab stop', () => {
    renderPicker('ukulele');
    expect(screen.queryAllByRole('radio', { checked: true })).toEqual([]);
    expect(screen.getByRole('radio', { name: 'Microfone' })).toHaveAttribute('tabindex', '0');
  });
});
