import { defaultFunctions } from '../ministries/functions';
import { defaultFunctionNames } from './default-function-names';
import { describe, expect, it } from 'vitest';
import { defaultFunctionKeyOf, functionDisplayName } from './function-display-name';

describe('functionDisplayName', () => {
  it('shows a Portuguese default name in English and back', () => {
    expect(functionDisplayName('Violão', 'en-US')).toBe('Acoustic guitar');
    expect(functionDisplayName('Técnico de som', 'en-US')).toBe('Sound technician');
    expect(functionDisplayName('Acoustic guitar', 'pt-BR')).toBe('Violão');
    expect(functionDisplayName('Worship leader', 'pt-BR')).toBe('Ministro');
  });

  it('keeps a default name in its own language', () => {
    expect(functionDisplayName('Violão', 'pt-BR')).toBe('Violão');
    expect(functionDisplayName('Drums', 'en-US')).toBe('Drums');
  });

  it('knows every default name, whatever its case', () => {
    for (const { key } of defaultFunctions) {
      expect(defaultFunctionKeyOf(defaultFunctionNames['pt-BR'][key])).toBe(key);
      expect(defaultFunctionKeyOf(defaultFunctionNames['en-US'][key])).toBe(key);
    }
    expect(functionDisplayName('violão', 'en-US')).toBe('Acoustic guitar');
    expect(functionDisplayName(' BAIXO ', 'en-US')).toBe('Bass');
  });

  it('shows a name the ministry chose as stored', () => {
    expect(functionDisplayName('Violão 12 cordas', 'en-US')).toBe('Violão 12 cordas');
    expect(functionDisplayName('Violao', 'en-US')).toBe('Violao');
    expect(defaultFunctionKeyOf('Dança')).toBeUndefined();
  });
});
