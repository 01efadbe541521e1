import { afterEach, describe, expect, it, vi } from 'vitest';
import { CSV_BOM, csvDecimal, downloadCsv, reportFileName, slug, toCsv } from './csv';

afterEach(() => vi.restoreAllMocks());

describe('toCsv', () => {
  const rows = [
    ['Membro', 'Participações', '%'],
    ['Ana Souza', 3, '75,0'],
    ['João "Jô"; Silva', 1, '25,0'],
  ];

  it('starts with the UTF-8 byte-order mark and ends lines with CRLF', () => {
    const csv = toCsv([['Adoração']], 'pt-BR');
    expect(csv.startsWith(CSV_BOM)).toBe(true);
    expect(csv).toBe('\uFEFFAdoração\r\n');
  });

  it('separates with ";" in pt-BR and quotes what needs it', () => {
    expect(toCsv(rows, 'pt-BR')).toBe(
      '\uFEFFMembro;Participações;%\r\nAna Souza;3;75,0\r\n"João ""Jô""; Silva";1;25,0\r\n',
    );
  });

  it('separates with "," in en-US, quoting a decimal comma', () => {
    expect(toCsv([['Ana', 3, '75,0']], 'en-US')).toBe('\uFEFFAna,3,"75,0"\r\n');
    expect(toCsv([['Ana', 3, '75.0']], 'en-US')).toBe('\uFEFFAna,3,75.0\r\n');
  });

  it('writes empty cells for missing values and keeps line breaks inside quotes', () => {
    expect(toCsv([[null, undefined, 'a\nb']], 'pt-BR')).toBe('\uFEFF;;"a\nb"\r\n');
  });

  it('never lets a text run as a spreadsheet formula', () => {
    expect(toCsv([['=HYPERLINK("x")', '-3', -3]], 'en-US')).toBe(
      '\uFEFF"\'=HYPERLINK(""x"")",\'-3,-3\r\n',
    );
  });
});

describe('csvDecimal', () => {
  it('writes one decimal in the language’s own mark, without grouping or a % sign', () => {
    expect(csvDecimal('pt-BR', 66.7)).toBe('66,7');
    expect(csvDecimal('en-US', 66.7)).toBe('66.7');
    expect(csvDecimal('pt-BR', 100)).toBe('100,0');
    expect(csvDecimal('en-US', 0)).toBe('0.0');
    expect(csvDecimal('en-US', 1234.5)).toBe('1234.5');
  });
});

describe('file names', () => {
  it('name the report, the ministry and the period', () => {
    expect(slug('Ministério de Louvor — Sede!')).toBe('ministerio-de-louvor-sede');
    expect(reportFileName('Participação', 'Ministério de Louvor', { month: 3, year: 2026 })).toBe(
      'participacao-ministerio-de-louvor-2026-03.csv',
    );
    expect(reportFileName('songs', 'Worship Team', { month: null, year: 2026 })).toBe(
      'songs-worship-team-2026.csv',
    );
  });
});

describe('downloadCsv', () => {
  it('downloads the text as a UTF-8 CSV file with the given name', async () => {
    const created = vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:report');
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
    const click = vi
      .spyOn(HTMLAnchorElement.prototype, 'click')
      .mockImplementation(() => undefined);
    downloadCsv('relatorio.csv', '\uFEFFa;b\r\n');
    const clicked = click.mock.contexts[0] as HTMLAnchorElement;
    expect(clicked.download).toBe('relatorio.csv');
    expect(clicked.href).toBe('blob:report');
    const blob = created.mock.calls[0]![0] as Blob;
    expect(blob.type).toBe('text/csv;charset=utf-8');
    // Read the way a browser reads a file. The bytes, not decoded text: decoding would swallow the byte-order mark.
    const bytes = await new Promise<Uint8Array>((resolve) => {
      const reader = new FileReader();
      reader.onload = () => resolve(new Uint8Array(reader.result as ArrayBuffer));
      reader.readAsArrayBuffer(blob);
    });
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(new TextDecoder('utf-8', { ignoreBOM: true }).decode(bytes)).toBe('\uFEFFa;b\r\n');
    expect(document.querySelector('a[download]')).toBeNull();
  });
});
