import { randomBytes } from 'node:crypto';
import { Writable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { describe, expect, it, vi } from 'vitest';
import { hashToken } from '../src/auth/token-hash';
import { buildTestApp } from './helper';
import { type SmtpCapture, startSmtpCapture } from './smtp-capture';

const ana = {
  nome: 'Ana',
  email: 'ana@example.com',
  telefone: '(11) 98765-4321',
  senha: 'Abcdef1!',
};
const newPassword = 'Novasenha2@';
const linkPattern = /http:\/\/levita\.test\/redefinir-senha\/([A-Za-z0-9_-]+)/;
const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60 * 1000);

function post(app: FastifyInstance, url: string, payload: object, locale?: string) {
  return app.inject({
    method: 'POST',
    url,
    payload,
    headers: locale ? { 'accept-language': locale } : {},
  });
}

async function register(app: FastifyInstance) {
  const response = await post(app, '/api/register', ana);
  expect(response.statusCode).toBe(201);
}

const login = (app: FastifyInstance, senha: string) =>
  post(app, '/api/login', { email: ana.email, senha });

const resetPassword = (
  app: FastifyInstance,
  token: string,
  senha = newPassword,
  confirmar_senha = senha,
  locale?: string,
) => post(app, '/api/redefinir-senha', { token, senha, confirmar_senha }, locale);

/** The app with Ana registered, mailing through a capturing SMTP server. */
async function appWithMail(): Promise<{ app: FastifyInstance; smtp: SmtpCapture }> {
  const smtp = await startSmtpCapture();
  const app = await buildTestApp({ env: { SMTP_URL: smtp.url } });
  await register(app);
  return { app, smtp };
}

function tokenOf(text: string): string {
  const token = linkPattern.exec(text)?.[1];
  if (!token) throw new Error(`no reset link in:\n${text}`);
  return token;
}

/** Asks for a link for Ana and returns the token of the nth mail received. */
async function requestToken(app: FastifyInstance, smtp: SmtpCapture, nth = 1) {
  const response = await post(app, '/api/recuperar-senha', { email: ana.email });
  expect(response.statusCode).toBe(200);
  return tokenOf((await smtp.waitForMessage(nth)).text);
}

async function expectInvalidToken(app: FastifyInstance, token: string) {
  const response = await resetPassword(app, token);
  expect(response.statusCode).toBe(400);
  expect(response.json()).toEqual({ error: 'invalid_token', message: expect.any(String) });
}

describe('POST /api/recuperar-senha', () => {
  it('answers a known and an unknown e-mail alike and mails only the known one', async () => {
    const { app, smtp } = await appWithMail();
    const unknown = await post(app, '/api/recuperar-senha', { email: 'ninguem@example.com' });
    const known = await post(app, '/api/recuperar-senha', { email: ana.email });

    expect(known.statusCode).toBe(200);
    expect(unknown.statusCode).toBe(known.statusCode);
    expect(unknown.body).toBe(known.body);
    expect(known.json()).toEqual({
      message:
        'Se houver uma conta com este e-mail, enviaremos um link para redefinir a senha. Verifique sua caixa de entrada.',
    });
    await smtp.waitForMessage();
    // Closing waits for the background tasks, so a mail for the unknown address would be in.
    await app.close();
    expect(smtp.messages.map((mail) => mail.envelopeTo)).toEqual([[ana.email]]);
  });

  it('mails the user a pt-BR link with a random token and stores only its hash', async () => {
    const { app, smtp } = await appWithMail();
    await post(app, '/api/recuperar-senha', { email: ana.email });
    const mail = await smtp.waitForMessage();

    expect(mail.envelopeTo).toEqual([ana.email]);
    expect(mail.to).toEqual([ana.email]);
    expect(mail.subject).toBe('Levita: redefinição de senha');
    expect(mail.text).toContain('Olá, Ana!');
    expect(mail.text).toContain('O link vale por 1 hora');
    const token = tokenOf(mail.text);
    expect(mail.html).toContain(`http://levita.test/redefinir-senha/${token}`);
    // 32 random bytes are 43 base64url characters; anything shorter can be guessed sooner.
    expect(token.length).toBeGreaterThanOrEqual(43);
    expect(Buffer.from(token, 'base64url').length).toBeGreaterThanOrEqual(32);

    const rows = await app.db.selectFrom('password_resets').selectAll().execute();
    expect(rows).toHaveLength(1);
    expect(rows[0]?.token_hash).toBe(hashToken(token));
    expect(JSON.stringify(rows)).not.toContain(token);
  });

  it('writes the answer and the mail in English for Accept-Language en-US', async () => {
    const { app, smtp } = await appWithMail();
    const response = await post(app, '/api/recuperar-senha', { email: ana.email }, 'en-US');
    expect(response.json()).toEqual({
      message:
        'If an account exists for this e-mail, we will send a link to reset the password. Check your inbox.',
    });
    const mail = await smtp.waitForMessage();
    expect(mail.subject).toBe('Levita: password reset');
    expect(mail.text).toContain('Hello, Ana!');
    expect(mail.text).toContain('The link is valid for 1 hour');
    expect(mail.text).toMatch(linkPattern);
  });

  it('refuses a request without e-mail and mails nothing', async () => {
    const { app, smtp } = await appWithMail();
    const response = await post(app, '/api/recuperar-senha', {});
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      error: 'validation_error',
      errors: { email: ['Campo obrigatório.'] },
    });
    await app.close();
    expect(smtp.messages).toEqual([]);
  });
});

describe('POST /api/redefinir-senha', () => {
  it('sets the new password and ends the sessions opened with the old one', async () => {
    const { app, smtp } = await appWithMail();
    const session = (await login(app, ana.senha)).json().access_token as string;
    const me = () =>
      app.inject({
        method: 'GET',
        url: '/api/usuario',
        headers: { authorization: `Bearer ${session}` },
      });
    expect((await me()).statusCode).toBe(200);

    const token = await requestToken(app, smtp);
    const response = await resetPassword(app, token);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      message: 'Senha redefinida com sucesso! Faça login com a nova senha.',
    });

    expect((await login(app, newPassword)).statusCode).toBe(200);
    const old = await login(app, ana.senha);
    expect(old.statusCode).toBe(401);
    expect(old.json().error).toBe('invalid_credentials');
    expect((await me()).statusCode).toBe(401);
  });

  it('accepts a link only once', async () => {
    const { app, smtp } = await appWithMail();
    const token = await requestToken(app, smtp);
    expect((await resetPassword(app, token)).statusCode).toBe(200);

    const pt = await resetPassword(app, token, 'Outrasenha3#');
    expect(pt.statusCode).toBe(400);
    expect(pt.json()).toEqual({
      error: 'invalid_token',
      message: expect.stringContaining('token'),
    });
    const en = await resetPassword(app, token, 'Outrasenha3#', undefined, 'en-US');
    expect(en.statusCode).toBe(400);
    expect(en.json()).toEqual({
      error: 'invalid_token',
      message: expect.stringContaining('token'),
    });
    expect(en.json().message).not.toBe(pt.json().message);

    expect((await login(app, 'Outrasenha3#')).statusCode).toBe(401);
    expect((await login(app, newPassword)).statusCode).toBe(200);
  });

  it('refuses an unknown token and keeps the password', async () => {
    const { app } = await appWithMail();
    await expectInvalidToken(app, randomBytes(32).toString('base64url'));
    expect((await login(app, ana.senha)).statusCode).toBe(200);
  });

  it('refuses a link issued more than an hour ago', async () => {
    const { app } = await appWithMail();
    const user = await app.repos.users.findByEmail(ana.email);
    if (!user) throw new Error('Ana is not registered');
    const expired = randomBytes(32).toString('base64url');
    await app.repos.passwordResets.create(user.id, hashToken(expired), minutesAgo(61));

    await expectInvalidToken(app, expired);
    expect((await login(app, ana.senha)).statusCode).toBe(200);

    // The same kind of link, still inside its hour, works: the age alone made the difference.
    const fresh = randomBytes(32).toString('base64url');
    await app.repos.passwordResets.create(user.id, hashToken(fresh), minutesAgo(59));
    expect((await resetPassword(app, fresh)).statusCode).toBe(200);
  });

  it('forgets links expired for more than a day when a new one is made', async () => {
    const { app } = await appWithMail();
    const user = await app.repos.users.findByEmail(ana.email);
    if (!user) throw new Error('Ana is not registered');
    const hashes = async () =>
      (await app.db.selectFrom('password_resets').select('token_hash').execute()).map(
        (row) => row.token_hash,
      );
    await app.repos.passwordResets.create(user.id, hashToken('old'), minutesAgo(26 * 60));
    await app.repos.passwordResets.create(user.id, hashToken('recent'), minutesAgo(2 * 60));
    await app.repos.passwordResets.create(user.id, hashToken('new'));
    expect((await hashes()).sort()).toEqual([hashToken('new'), hashToken('recent')].sort());
  });

  it('kills the older link when the newest one is used', async () => {
    const { app, smtp } = await appWithMail();
    const older = await requestToken(app, smtp, 1);
    const newer = await requestToken(app, smtp, 2);
    expect(newer).not.toBe(older);

    expect((await resetPassword(app, newer)).statusCode).toBe(200);
    await expectInvalidToken(app, older);
    expect((await login(app, newPassword)).statusCode).toBe(200);
  });

  it('kills every open link when the password is changed in the profile', async () => {
    const { app, smtp } = await appWithMail();
    const token = await requestToken(app, smtp);
    const signedIn = (await login(app, ana.senha)).json();
    const changed = await app.inject({
      method: 'PUT',
      url: `/api/usuarios/${signedIn.usuario.id}`,
      headers: { authorization: `Bearer ${signedIn.access_token}` },
      payload: { senha_atual: ana.senha, nova_senha: 'Trocada4$' },
    });
    expect(changed.statusCode, changed.body).toBe(200);

    // Whoever read the mail before the change must not be able to set a password now.
    await expectInvalidToken(app, token);
    expect((await login(app, 'Trocada4$')).statusCode).toBe(200);
  });

  it.each([
    ['confirmar_senha', newPassword, 'Outrasenha3#', 'As senhas não coincidem.'],
    ['senha', 'Ab1!x', 'Ab1!x', 'A senha deve ter pelo menos 6 caracteres.'],
  ])(
    'refuses a bad %s with a field error and changes nothing',
    async (field, senha, confirmar, text) => {
      const { app, smtp } = await appWithMail();
      const token = await requestToken(app, smtp);

      const response = await resetPassword(app, token, senha, confirmar);
      expect(response.statusCode).toBe(400);
      const body = response.json();
      expect(body.error).toBe('validation_error');
      expect(body.errors[field]).toContain(text);

      expect((await login(app, ana.senha)).statusCode).toBe(200);
      // A refused form must not spend the link: the user fixes the typo and sends it again.
      expect((await resetPassword(app, token)).statusCode).toBe(200);
    },
  );
});

describe('GET /api/redefinir-senha/:token', () => {
  const check = (app: FastifyInstance, token: string) =>
    app.inject({ method: 'GET', url: `/api/redefinir-senha/${token}` });

  it('says until when a fresh link works, without spending it', async () => {
    const { app, smtp } = await appWithMail();
    const token = await requestToken(app, smtp);
    const first = await check(app, token);
    expect(first.statusCode).toBe(200);
    const until = new Date(first.json<{ expira_em: string }>().expira_em).getTime();
    expect(until).toBeGreaterThan(Date.now() + 59 * 60 * 1000);
    expect(until).toBeLessThanOrEqual(Date.now() + 60 * 60 * 1000);
    expect((await check(app, token)).statusCode).toBe(200);
    expect((await resetPassword(app, token)).statusCode).toBe(200);
  });

  it('refuses a used, an expired and an unknown link, as the reset itself does', async () => {
    const { app, smtp } = await appWithMail();
    const used = await requestToken(app, smtp);
    expect((await resetPassword(app, used)).statusCode).toBe(200);
    const user = await app.repos.users.findByEmail(ana.email);
    if (!user) throw new Error('Ana is not registered');
    const expired = randomBytes(32).toString('base64url');
    await app.repos.passwordResets.create(user.id, hashToken(expired), minutesAgo(61));

    for (const token of [used, expired, randomBytes(32).toString('base64url')]) {
      const response = await check(app, token);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ error: 'invalid_token', message: expect.any(String) });
    }
  });
});

describe('password recovery without SMTP_URL', () => {
  /** The app as buildTestApp makes it, but logging to lines the test can read. */
  function buildAppLoggingTo(lines: string[]): Promise<FastifyInstance> {
    const stream = new Writable({
      write(chunk: Buffer, _encoding, callback) {
        lines.push(...chunk.toString().split('\n').filter(Boolean));
        callback();
      },
    });
    return buildTestApp({ logger: { level: 'info', stream } });
  }

  it('writes the mail, link included, to the server log', async () => {
    const lines: string[] = [];
    const app = await buildAppLoggingTo(lines);
    await register(app);
    const response = await post(app, '/api/recuperar-senha', { email: ana.email });
    expect(response.statusCode).toBe(200);

    const entry = await vi.waitFor(
      () => {
        const found = lines
          .map((line) => JSON.parse(line) as { msg?: string; mail?: { to?: string } })
          .find((logged) => logged.mail?.to === ana.email);
        if (!found) throw new Error('no mail in the log yet');
        return found;
      },
      { timeout: 5000, interval: 20 },
    );
    const token = tokenOf(entry.msg ?? '');
    // The logged link is the real thing: an operator without SMTP can hand it to the user.
    expect((await resetPassword(app, token)).statusCode).toBe(200);
  });
});
