import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { buildTestApp } from './helper';

function subscribe(app: FastifyInstance, payload: object, locale?: string) {
  return app.inject({
    method: 'POST',
    url: '/api/newsletter',
    payload,
    headers: locale ? { 'accept-language': locale } : {},
  });
}

const subscriptions = (app: FastifyInstance) =>
  app.db
    .selectFrom('newsletter_subscriptions')
    .select(['email', 'nome', 'locale'])
    .orderBy('id')
    .execute();

describe('POST /api/newsletter', () => {
  it('subscribes an e-mail with a pt-BR message by default', async () => {
    const app = await buildTestApp();
    const response = await subscribe(app, { email: 'ana@example.com', nome: 'Ana' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      message: 'Inscrição realizada com sucesso! Você receberá nossas novidades.',
    });
    expect(await subscriptions(app)).toEqual([
      { email: 'ana@example.com', nome: 'Ana', locale: 'pt-BR' },
    ]);
  });

  it('answers in English and remembers the language for Accept-Language en-US', async () => {
    const app = await buildTestApp();
    const response = await subscribe(app, { email: 'ana@example.com' }, 'en-US,en;q=0.9');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: 'Subscribed! You will receive our news.' });
    expect((await subscriptions(app))[0]?.locale).toBe('en-US');
  });

  it('stores the name as null when none is given', async () => {
    const app = await buildTestApp();
    expect((await subscribe(app, { email: 'ana@example.com' })).statusCode).toBe(200);
    expect(await subscriptions(app)).toEqual([
      { email: 'ana@example.com', nome: null, locale: 'pt-BR' },
    ]);
  });

  it('accepts the same e-mail again, in any case and spacing, and keeps one subscription', async () => {
    const app = await buildTestApp();
    const first = await subscribe(app, { email: 'ana@example.com', nome: 'Ana' });
    const again = await subscribe(app, { email: 'ana@example.com' });
    const shouted = await subscribe(app, { email: '  ANA@Example.COM ', nome: 'Outra' }, 'en-US');

    expect([first.statusCode, again.statusCode, shouted.statusCode]).toEqual([200, 200, 200]);
    expect(await app.repos.newsletter.count('ana@example.com')).toBe(1);
    // The first subscription stands: a later form cannot rename it or change its language.
    expect(await subscriptions(app)).toEqual([
      { email: 'ana@example.com', nome: 'Ana', locale: 'pt-BR' },
    ]);
  });

  it.each([
    ['a missing e-mail', {}, 'Campo obrigatório.'],
    ['a blank e-mail', { email: '   ' }, 'Campo obrigatório.'],
    ['an invalid e-mail', { email: 'ana@' }, 'Email inválido'],
  ])('refuses %s with a field error and stores nothing', async (_case, payload, text) => {
    const app = await buildTestApp();
    const response = await subscribe(app, payload);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      error: 'validation_error',
      message: 'Erro de validação.',
      errors: { email: [text] },
    });
    expect(await subscriptions(app)).toEqual([]);
  });
});
