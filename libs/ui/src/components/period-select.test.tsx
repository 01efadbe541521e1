import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderUi } from '../testing/render-ui';
import { PeriodSelect } from './period-select';

const labels = { month: 'Mês', year: 'Ano', allMonths: 'Todos os meses' };

function renderSelect(period = { month: 11 as number | null, year: 2026 }, locale?: 'en-US') {
  const onChange = vi.fn();
  renderUi(
    <PeriodSelect period={period} currentYear={2026} onChange={onChange} labels={labels} />,
    { locale },
  );
  return onChange;
}

const optionTexts = (name: string) =>
  [...(screen.getByRole('combobox', { name }) as HTMLSelectElement).options].map(
    (option) => option.text,
  );

describe('PeriodSelect', () => {
  it('names the months in the language on screen, after "every month"', () => {
    renderSelect(undefined, 'en-US');
    expect(optionTexts('Mês')).toEqual([
      'Todos os meses',
      'January',
      'February',
      'March',
      'April',
      'May',
      'June',
      'July',
      'August',
      'September',
      'October',
      'November',
      'December',
    ]);
  });

  it('offers the current year, two before and two after, and the one shown', () => {
    renderSelect({ month: 3, year: 2019 });
    expect(optionTexts('Ano')).toEqual(['2019', '2024', '2025', '2026', '2027', '2028']);
  });

  it('gives the new month, the whole year, or the new year', async () => {
    const onChange = renderSelect();
    expect(screen.getByRole('combobox', { name: 'Mês' })).toHaveValue('11');
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Mês' }), 'Março');
    expect(onChange).toHaveBeenLastCalledWith({ month: 3, year: 2026 });
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Mês' }), 'Todos os meses');
    expect(onChange).toHaveBeenLastCalledWith({ month: null, year: 2026 });
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Ano' }), '2027');
    expect(onChange).toHaveBeenLastCalledWith({ month: 11, year: 2027 });
  });
});
