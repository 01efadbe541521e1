import { mkdtempSync, readFileSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../src/config';

describe('loadConfig', () => {
  it('defaults to port 3000, ./data and ./deploy', () => {
    // A JWT_SECRET keeps the default DATA_DIR (inside the repository) free of a new key file.
    expect(loadConfig({ JWT_SECRET: 'x'.repeat(32) })).toMatchObject({
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

describe('loadConfig: database, secrets and services', () => {
  const tempDir = () => mkdtempSync(join(tmpdir(), 'levita-config-'));

  it('uses SQLite in DATA_DIR unless DATABASE_URL names a PostgreSQL server', () => {
    const dataDir = tempDir();
    expect(loadConfig({ DATA_DIR: dataDir }).database).toEqual({
      kind: 'sqlite',
      file: join(dataDir, 'levita.db'),
    });
    expect(
      loadConfig({ DATA_DIR: dataDir, DATABASE_URL: 'postgres://u@db:5432/levita' }).database,
    ).toEqual({
      kind: 'postgres',
      url: 'postgres://u@db:5432/levita',
      schema: undefined,
      waitMs: 30_000,
    });
    expect(() => loadConfig({ DATA_DIR: dataDir, DATABASE_URL: 'mysql://db/levita' })).toThrow(
      /DATABASE_URL/,
    );
  });

  it('generates a JWT secret once, keeps it in DATA_DIR for the owner only, and reuses it', () => {
    const dataDir = tempDir();
    const first = loadConfig({ DATA_DIR: dataDir }).jwtSecret;
    expect(Buffer.byteLength(first)).toBeGreaterThanOrEqual(32);
    expect(loadConfig({ DATA_DIR: dataDir }).jwtSecret).toBe(first);
    expect(readFileSync(join(dataDir, 'jwt-secret'), 'utf8')).toBe(first);
    expect(statSync(join(dataDir, 'jwt-secret')).mode & 0o077).toBe(0);
  });

  it('refuses a JWT_SECRET shorter than 32 bytes, naming the variable', () => {
    expect(() => loadConfig({ DATA_DIR: tempDir(), JWT_SECRET: 'short' })).toThrow(/JWT_SECRET/);
    const secret = 'x'.repeat(32);
    expect(loadConfig({ DATA_DIR: tempDir(), JWT_SECRET: secret }).jwtSecret).toBe(secret);
  });

  it('builds links from APP_URL, by default the local address', () => {
    expect(loadConfig({ DATA_DIR: tempDir(), PORT: '8080' }).appUrl).toBe('http://localhost:8080');
    expect(loadConfig({ DATA_DIR: tempDir(), APP_URL: 'https://levita.app/' }).appUrl).toBe(
      'https://levita.app',
    );
    expect(() => loadConfig({ DATA_DIR: tempDir(), APP_URL: 'levita.app' })).toThrow(/APP_URL/);
  });

  it('seeds the demo only when DEMO is 1 or true, and refuses any other word', () => {
    const dataDir = tempDir();
    expect(loadConfig({ DATA_DIR: dataDir }).demo).toBe(false);
    expect(loadConfig({ DATA_DIR: dataDir, DEMO: '' }).demo).toBe(false);
    expect(loadConfig({ DATA_DIR: dataDir, DEMO: '0' }).demo).toBe(false);
    expect(loadConfig({ DATA_DIR: dataDir, DEMO: 'false' }).demo).toBe(false);
    expect(loadConfig({ DATA_DIR: dataDir, DEMO: '1' }).demo).toBe(true);
    expect(loadConfig({ DATA_DIR: dataDir, DEMO: 'true' }).demo).toBe(true);
    expect(() => loadConfig({ DATA_DIR: dataDir, DEMO: 'yes' })).toThrow(/DEMO/);
  });

  it('turns Google sign-in on only with both client id and secret', () => {
    const dataDir = tempDir();
    expect(loadConfig({ DATA_DIR: dataDir }).google).toBeUndefined();
    expect(
      loadConfig({ DATA_DIR: dataDir, GOOGLE_CLIENT_ID: 'id', GOOGLE_CLIENT_SECRET: 's' }).google,
    ).toEqual({ clientId: 'id', clientSecret: 's', issuer: 'https://accounts.google.com' });
    expect(() => loadConfig({ DATA_DIR: dataDir, GOOGLE_CLIENT_ID: 'id' })).toThrow(
      /GOOGLE_CLIENT_SECRET/,
    );
  });

  it('validates SMTP_URL, REDIS_URL and CORS_ORIGINS by name', () => {
    const dataDir = tempDir();
    expect(() => loadConfig({ DATA_DIR: dataDir, SMTP_URL: 'mail.example' })).toThrow(/SMTP_URL/);
    expect(() => loadConfig({ DATA_DIR: dataDir, REDIS_URL: 'http://x' })).toThrow(/REDIS_URL/);
    expect(() => loadConfig({ DATA_DIR: dataDir, CORS_ORIGINS: 'not an origin' })).toThrow(
      /CORS_ORIGINS/,
    );
    expect(
      loadConfig({ DATA_DIR: dataDir, CORS_ORIGINS: 'https://a.test,https://b.test' }).corsOrigins,
    ).toEqual(['https://a.test', 'https://b.test']);
  });

  it('keeps /api/metrics off unless METRICS_TOKEN (16 characters or more) or METRICS_PUBLIC opens it', () => {
    const dataDir = tempDir();
    expect(loadConfig({ DATA_DIR: dataDir }).metrics).toEqual({ mode: 'off' });
    expect(loadConfig({ DATA_DIR: dataDir, METRICS_TOKEN: 'a'.repeat(16) }).metrics).toEqual({
      mode: 'token',
      token: 'a'.repeat(16),
    });
    expect(loadConfig({ DATA_DIR: dataDir, METRICS_PUBLIC: 'true' }).metrics).toEqual({
      mode: 'public',
    });
    expect(loadConfig({ DATA_DIR: dataDir, METRICS_PUBLIC: 'false' }).metrics).toEqual({
      mode: 'off',
    });
    expect(() => loadConfig({ DATA_DIR: dataDir, METRICS_TOKEN: 'short' })).toThrow(
      /METRICS_TOKEN: must be at least 16 characters/,
    );
    expect(() => loadConfig({ DATA_DIR: dataDir, METRICS_PUBLIC: 'maybe' })).toThrow(
      /METRICS_PUBLIC/,
    );
    expect(() =>
      loadConfig({ DATA_DIR: dataDir, METRICS_TOKEN: 'a'.repeat(16), METRICS_PUBLIC: 'true' }),
    ).toThrow(/METRICS_TOKEN and METRICS_PUBLIC/);
  });

  it('validates the public web settings by name, deriving FEEDBACK_URL from CONTACT_EMAIL', () => {
    const dataDir = tempDir();
    expect(
      loadConfig({ DATA_DIR: dataDir, CONTACT_EMAIL: 'ola@igreja.example' }).publicWeb,
    ).toEqual({
      contactEmail: 'ola@igreja.example',
      androidAppUrl: 'https://play.google.com/store/search?q=Levita&c=apps',
      iosAppUrl: 'https://apps.apple.com/br/search?term=Levita',
      feedbackUrl: 'mailto:ola@igreja.example?subject=Feedback%20Levita',
    });
    expect(() => loadConfig({ DATA_DIR: dataDir, CONTACT_EMAIL: 'not an address' })).toThrow(
      /CONTACT_EMAIL: must be an e-mail address/,
    );
    expect(() => loadConfig({ DATA_DIR: dataDir, ANDROID_APP_URL: 'play.google.com' })).toThrow(
      /ANDROID_APP_URL: must be an http\(s\) URL/,
    );
    expect(() => loadConfig({ DATA_DIR: dataDir, IOS_APP_URL: 'javascript:alert(1)' })).toThrow(
      /IOS_APP_URL/,
    );
    expect(() => loadConfig({ DATA_DIR: dataDir, FEEDBACK_URL: 'javascript:alert(1)' })).toThrow(
      /FEEDBACK_URL/,
    );
    expect(() => loadConfig({ DATA_DIR: dataDir, FEEDBACK_URL: 'mailto:' })).toThrow(
      /FEEDBACK_URL/,
    );
    expect(
      loadConfig({ DATA_DIR: dataDir, FEEDBACK_URL: 'mailto:fb@levita.app' }).publicWeb.feedbackUrl,
    ).toBe('mailto:fb@levita.app');
  });
});
