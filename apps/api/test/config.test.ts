import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../src/config';

describe('loadConfig', () => {
  it('defaults to port 3000, ./data and ./deploy', () => {
    expect(loadConfig({})).toMatchObject({
      port: 3000,
      dataDir: resolve('data'),
      deployRoot: resolve('deploy'),
    });
  });

  it('names the variable that is wrong', () => {
    expect(() => loadConfig({ PORT: 'abc' })).toThrow(ConfigError);
    expect(() => loadConfig({ PORT: '70000' })).toThrow(/PORT/);
  });
});
