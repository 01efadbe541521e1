import { describe, expect, it, vi } from 'vitest';
import { ana, bearer, login, register, signedIn, updateUser } from './accounts-fixtures';
import { buildTestApp } from './helper';

// These tests hash at the production cost (test/setup/fast-password-hashing.ts lowers it).
vi.unmock('@node-rs/argon2');

describe('POST /api/register', () => {
  it('creates the account with the e-mail trimmed and lower-cased', async () => {
    const app = await buildTestApp();
    const response = await app.inject({
      method: 'POST',
      url: '/api/register',
      payload: { ...ana, email: '  Ana@Example.COM ' },
    });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({
      message: 'Cadastro realizado com sucesso!',
      usuario: {
        id: expect.any(Number),
        nome: 'Ana Souza',
        email: 'ana@example.com',
        telefone: '(11) 98765-4321',
        foto_url: null,
      },
    });
    const stored = await app.repos.users.findByEmail('ana@example.com');
    expect(stored?.password_hash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
  });

  it('refuses a second account with the same e-mail, in any case, with 409 email_taken', async () => {
    const app = await buildTestApp();
    await register(app);
    const response = await app.inject({
      method: 'POST',
      url: '/api/register',
      headers: { 'accept-language': 'en-US' },
      payload: { ...ana, email: 'ANA@example.com' },
    });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({
      error: 'email_taken',
      message: 'This e-mail is already registered.',
    });
  });

  it.each([['(11) 98765-4321'], ['(11) 8765-4321'], ['(415) 555-0132']])(
    'accepts the phone %s',
    async (telefone) => {
      const app = await buildTestApp();
      await register(app, { telefone });
    },
  );

  it.each([
    ['senha', '12345', 'A senha deve ter pelo menos 6 caracteres.'],
    ['senha', 'abcdefgh', 'Escolha uma senha mais forte'],
    ['senha', 'abcdef1', 'Escolha uma senha mais forte'],
    ['telefone', '11987654321', 'Telefone inválido'],
    ['telefone', '(11) 9876-54321', 'Telefone inválido'],
    ['email', 'ana@', 'Email inválido'],
    ['nome', '   ', 'Campo obrigatório.'],
  ])(
    'refuses %s %j with a translated field error and stores nothing',
    async (field, value, text) => {
      const app = await buildTestApp();
      const response = await app.inject({
        method: 'POST',
        url: '/api/register',
        payload: { ...ana, [field]: value },
      });
      expect(response.statusCode).toBe(400);
      const body = response.json();
      expect(body.error).toBe('validation_error');
      expect(body.message).toBe('Erro de validação.');
      expect(body.errors[field].join(' ')).toContain(text);
      expect(await app.repos.users.findByEmail(ana.email)).toBeUndefined();
    },
  );

  it('accepts a password of strength 3 (Abcdef1: upper, lower, digit)', async () => {
    const app = await buildTestApp();
    await register(app, { senha: 'Abcdef1' });
  });

  it('lists every missing field, in English when asked', async () => {
    const app = await buildTestApp();
    const response = await app.inject({
      method: 'POST',
      url: '/api/register',
      headers: { 'accept-language': 'en-US,en;q=0.9' },
      payload: {},
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      error: 'validation_error',
      message: 'Validation error.',
      errors: {
        nome: ['This field is required.'],
        email: ['This field is required.'],
        telefone: ['This field is required.'],
        senha: ['This field is required.'],
      },
    });
  });
});

describe('POST /api/login', () => {
  it('answers the token, its expiry and the user', async () => {
    const app = await buildTestApp();
    const { id } = await register(app);
    const before = Date.now();
    const response = await app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { email: ' ANA@example.com', senha: ana.senha },
    });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.usuario).toEqual({
      id,
      nome: ana.nome,
      email: ana.email,
      telefone: ana.telefone,
      foto_url: null,
    });
    expect(body.access_token.split('.')).toHaveLength(3);
    const expiresIn = Date.parse(body.token_expiration) - before;
    expect(expiresIn).toBeGreaterThan(59 * 60 * 1000);
    expect(expiresIn).toBeLessThanOrEqual(61 * 60 * 1000);
  });

  it('gives an unknown e-mail and a wrong password the same answer', async () => {
    const app = await buildTestApp();
    await register(app);
    const attempt = (email: string, senha: string) =>
      app.inject({ method: 'POST', url: '/api/login', payload: { email, senha } });
    const wrongPassword = await attempt(ana.email, 'Wrong123!');
    const unknownEmail = await attempt('nobody@example.com', ana.senha);
    expect(wrongPassword.statusCode).toBe(401);
    expect(unknownEmail.statusCode).toBe(401);
    expect(wrongPassword.body).toBe(unknownEmail.body);
    expect(wrongPassword.json()).toEqual({
      error: 'invalid_credentials',
      message: 'E-mail ou senha incorretos.',
    });
  });

  it('requires e-mail and password', async () => {
    const app = await buildTestApp();
    const response = await app.inject({ method: 'POST', url: '/api/login', payload: {} });
    expect(response.statusCode).toBe(400);
    expect(Object.keys(response.json().errors).sort()).toEqual(['email', 'senha']);
  });
});

describe('GET /api/usuario and POST /api/refresh-token', () => {
  it('answers the signed-in user', async () => {
    const app = await buildTestApp();
    const { id } = await register(app);
    const { access_token } = await login(app);
    const response = await app.inject({ url: '/api/usuario', headers: bearer(access_token) });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ id, email: ana.email, nome: ana.nome });
    expect(response.json()).not.toHaveProperty('password_hash');
  });

  it('answers 401 unauthorized without a token', async () => {
    const app = await buildTestApp();
    const response = await app.inject({ url: '/api/usuario' });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ error: 'unauthorized', message: 'Usuário não autenticado' });
  });

  it('exchanges a valid token for a new one that works', async () => {
    const app = await buildTestApp();
    await register(app);
    const first = await login(app);
    const response = await app.inject({
      method: 'POST',
      url: '/api/refresh-token',
      headers: bearer(first.access_token),
    });
    expect(response.statusCode).toBe(200);
    const renewed = response.json();
    expect(renewed.access_token).not.toBe(first.access_token);
    expect(Date.parse(renewed.token_expiration)).toBeGreaterThanOrEqual(
      Date.parse(first.token_expiration),
    );
    const me = await app.inject({ url: '/api/usuario', headers: bearer(renewed.access_token) });
    expect(me.statusCode).toBe(200);
  });

  it('refuses to refresh without a valid token', async () => {
    const app = await buildTestApp();
    const response = await app.inject({
      method: 'POST',
      url: '/api/refresh-token',
      headers: bearer('not-a-token'),
    });
    expect(response.statusCode).toBe(401);
    expect(response.json().error).toBe('invalid_token');
  });
});

describe('PUT /api/usuarios/{id}', () => {
  it('changes name and phone of the own account', async () => {
    const app = await buildTestApp();
    const user = await signedIn(app);
    const response = await updateUser(app, user, { nome: 'Ana Lima', telefone: '(21) 3456-7890' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      message: 'Dados atualizados com sucesso!',
      usuario: { id: user.id, nome: 'Ana Lima', telefone: '(21) 3456-7890', email: ana.email },
    });
    expect(response.json()).not.toHaveProperty('access_token');
    const me = await app.inject({ url: '/api/usuario', headers: bearer(user.token) });
    expect(me.json()).toMatchObject({ nome: 'Ana Lima', telefone: '(21) 3456-7890' });
  });

  it("refuses to change someone else's account with 403 and changes nothing", async () => {
    const app = await buildTestApp();
    const victim = await register(app, { email: 'bia@example.com', nome: 'Bia' });
    const { token } = await signedIn(app);
    const response = await updateUser(app, { id: victim.id, token }, { nome: 'Hacked' });
    expect(response.statusCode).toBe(403);
    expect(response.json().error).toBe('forbidden');
    expect((await app.repos.users.findById(victim.id))?.nome).toBe('Bia');
  });

  it('changes the password with the current one, ends older sessions and hands a new token', async () => {
    const app = await buildTestApp();
    const user = await signedIn(app);
    const response = await updateUser(app, user, { senha_atual: ana.senha, nova_senha: 'novas1' });
    expect(response.statusCode).toBe(200);
    const { access_token } = response.json();
    expect(access_token).toEqual(expect.any(String));

    const withOld = await app.inject({ url: '/api/usuario', headers: bearer(user.token) });
    expect(withOld.statusCode).toBe(401);
    expect(withOld.json().error).toBe('token_expired');
    const withNew = await app.inject({ url: '/api/usuario', headers: bearer(access_token) });
    expect(withNew.statusCode).toBe(200);
    await login(app, { senha: 'novas1' });
  });

  it('refuses a wrong current password with a clear message and keeps the old one', async () => {
    const app = await buildTestApp();
    const user = await signedIn(app);
    const response = await updateUser(
      app,
      user,
      { nome: 'Changed', senha_atual: 'Wrong1!', nova_senha: 'novas1' },
      { 'accept-language': 'en-US' },
    );
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      error: 'wrong_current_password',
      message: 'The current password is incorrect.',
    });
    await login(app);
    expect((await app.repos.users.findById(user.id))?.nome).toBe(ana.nome);
  });

  it.each([
    [{ senha_atual: ana.senha, nova_senha: '12345' }, 'nova_senha', 'pelo menos 6'],
    [{ nova_senha: 'novas1' }, 'senha_atual', 'Informe a senha atual.'],
    [{ senha_atual: ana.senha }, 'nova_senha', 'Informe a nova senha.'],
    [{ telefone: '123' }, 'telefone', 'Telefone inválido'],
  ])('validates %j', async (payload, field, text) => {
    const app = await buildTestApp();
    const response = await updateUser(app, await signedIn(app), payload);
    expect(response.statusCode).toBe(400);
    expect(response.json().errors[field].join(' ')).toContain(text);
  });

  it('lets an account without a phone keep it empty', async () => {
    const app = await buildTestApp();
    const user = await signedIn(app);
    const response = await updateUser(app, user, { telefone: '' });
    expect(response.statusCode).toBe(200);
    expect(response.json().usuario.telefone).toBeNull();
  });
});
