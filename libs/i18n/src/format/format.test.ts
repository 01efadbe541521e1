import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { I18nProvider } from '../translation/react';
import { afterAll, describe, expect, it } from 'vitest';
import { commonNamespaces } from '../common-texts';
import { createI18n } from '../translation/i18n-instance';
import {
  formatDayMonth,
  formatLongDate,
  formatShortDate,
  formatPeriod,
  formatTime,
  monthName,
} from './format-date';
import { formatDuration, formatPercent } from './format-number';
import { parseLocalDate, toCalendarDate } from './local-date';
import { useFormatters } from './use-formatters';

// Intl may separate "7:00" and "PM" with a narrow no-break space.
const plain = (text: string) => text.replace(/\s/g, ' ');

const originalZone = process.env['TZ'];
afterAll(() => {
  process.env['TZ'] = originalZone;
});

/** Far west and far east of Greenwich, where a UTC reading of a date shifts the day. */
const zones = [
  'America/Sao_Paulo',
  'America/Los_Angeles',
  'Pacific/Pago_Pago',
  'UTC',
  'Asia/Tokyo',
  'Pacific/Kiritimati',
];

describe.each(zones)('in %s', (zone) => {
  it('reads calendar dates and local date-times on the day they name', () => {
    process.env['TZ'] = zone;
    for (const value of ['2026-11-22', '2026-11-22T00:00:00', '2026-11-22T23:30:00']) {
      const date = parseLocalDate(value);
      expect([date.getFullYear(), date.getMonth() + 1, date.getDate()]).toEqual([2026, 11, 22]);
      expect(formatDayMonth('pt-BR', value)).toBe('22/11');
      expect(formatDayMonth('en-US', value)).toBe('11/22');
      expect(formatLongDate('pt-BR', value)).toBe('domingo, 22 de novembro de 2026');
      expect(formatLongDate('en-US', value)).toBe('Sunday, November 22, 2026');
    }
    expect(parseLocalDate('2026-11-22T23:59:59').getHours()).toBe(23);
    expect(toCalendarDate(parseLocalDate('2026-11-22T23:30:00'))).toBe('2026-11-22');
  });

  it('formats Date objects by their local day, one minute either side of midnight', () => {
    process.env['TZ'] = zone;
    expect(formatDayMonth('pt-BR', new Date(2026, 10, 22, 23, 59))).toBe('22/11');
    expect(formatDayMonth('pt-BR', new Date(2026, 10, 23, 0, 1))).toBe('23/11');
    expect(formatShortDate('pt-BR', new Date(2026, 0, 1, 0, 0))).toBe('01/01/2026');
    expect(formatShortDate('en-US', new Date(2025, 11, 31, 23, 59))).toBe('12/31/2025');
  });
});

describe('parseLocalDate', () => {
  it('is needed: the platform reads a bare date as UTC midnight, the day before in Brazil', () => {
    process.env['TZ'] = 'America/Sao_Paulo';
    expect(new Date('2026-11-22').getDate()).toBe(21);
    expect(parseLocalDate('2026-11-22').getDate()).toBe(22);
  });

  it('keeps the day where midnight did not exist (the start of daylight saving time)', () => {
    // São Paulo skipped from 23:59:59 on 3 November 2018 to 01:00 on the 4th.
    process.env['TZ'] = 'America/Sao_Paulo';
    expect(formatDayMonth('pt-BR', '2018-11-04')).toBe('04/11');
  });

  it('takes the time of a local date-time', () => {
    const date = parseLocalDate('2026-11-22T19:05');
    expect([date.getHours(), date.getMinutes(), date.getSeconds()]).toEqual([19, 5, 0]);
    expect(formatTime('pt-BR', '2026-11-22T19:00:00')).toBe('19:00');
    expect(plain(formatTime('en-US', '2026-11-22T19:00:00'))).toBe('7:00 PM');
  });

  it.each([
    '2026-11-22T19:00:00Z',
    '2026-11-22T19:00:00-03:00',
    '2026-02-30',
    '2026-11-22T25:00',
    '22/11/2026',
    '',
  ])('refuses %j', (value) => {
    expect(() => parseLocalDate(value)).toThrow(RangeError);
  });
});

describe('monthName', () => {
  it('names months in both languages, capitalised', () => {
    expect(monthName('pt-BR', 11)).toBe('Novembro');
    expect(monthName('en-US', 11)).toBe('November');
    expect(monthName('pt-BR', 1)).toBe('Janeiro');
    expect(monthName('pt-BR', 3)).toBe('Março');
    expect(monthName('en-US', 12)).toBe('December');
  });

  it('refuses a month outside 1-12', () => {
    expect(() => monthName('pt-BR', 0)).toThrow(RangeError);
    expect(() => monthName('en-US', 13)).toThrow(RangeError);
  });
});

describe('formatPeriod', () => {
  it('names a month of a year as a sentence reads it', () => {
    expect(formatPeriod('pt-BR', { month: 11, year: 2026 })).toBe('novembro de 2026');
    expect(formatPeriod('en-US', { month: 11, year: 2026 })).toBe('November 2026');
    expect(formatPeriod('pt-BR', { month: 3, year: 2027 })).toBe('março de 2027');
  });

  it('is the year alone for a whole year', () => {
    expect(formatPeriod('pt-BR', { month: null, year: 2026 })).toBe('2026');
    expect(formatPeriod('en-US', { month: null, year: 2026 })).toBe('2026');
  });
});

describe('formatDuration', () => {
  it.each([
    [245, '4:05'],
    [0, '0:00'],
    [59, '0:59'],
    [60, '1:00'],
    [3725, '62:05'],
    [null, '--:--'],
    [undefined, '--:--'],
    [-1, '--:--'],
    [Number.NaN, '--:--'],
  ])('shows %j seconds as %j', (seconds, text) => {
    expect(formatDuration(seconds)).toBe(text);
  });
});

describe('formatPercent', () => {
  it('shows one decimal with the language separator', () => {
    expect(formatPercent('pt-BR', 66.7)).toBe('66,7%');
    expect(formatPercent('en-US', 66.7)).toBe('66.7%');
    expect(formatPercent('pt-BR', 100)).toBe('100,0%');
    expect(formatPercent('en-US', 0)).toBe('0.0%');
    expect(formatPercent('pt-BR', 71.43)).toBe('71,4%');
  });
});

describe('useFormatters', () => {
  function Probe() {
    const format = useFormatters();
    return `${format.locale} ${format.dayMonth('2026-11-22')} ${format.percent(66.7)} ${format.monthName(11)} ${format.duration(245)}`;
  }

  it('binds the helpers to the language of the i18next instance around it', async () => {
    const i18n = createI18n({ locale: 'pt-BR', namespaces: commonNamespaces });
    const render = () =>
      renderToString(createElement(I18nProvider, { i18n, children: createElement(Probe) }));
    expect(render()).toBe('pt-BR 22/11 66,7% Novembro 4:05');
    await i18n.changeLanguage('en-US');
    expect(render()).toBe('en-US 11/22 66.7% November 4:05');
  });
});
