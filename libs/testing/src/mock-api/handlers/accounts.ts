import {
  apiPaths,
  defaultMailSettings,
  calendarFeedSchema,
  healthResponseSchema,
  loginRequestSchema,
  loginResponseSchema,
  mailSettingsSchema,
  messageResponseSchema,
  newsletterRequestSchema,
  passwordRecoveryRequestSchema,
  passwordResetLinkSchema,
  passwordResetRequestSchema,
  presentUser,
  regenerateCalendarFeedResponseSchema,
  registerRequestSchema,
  registerResponseSchema,
  tokenResponseSchema,
  updateMailSettingsRequestSchema,
  updateUserRequestSchema,
  updateUserResponseSchema,
  userSchema,
  feedAddress,
  newFeedToken,
} from '@levita/contracts';
import { DEMO_RESET_TOKEN } from '../demo-data';
import { MockHttpError, forbidden, notFound, reply, type Router } from '../http';

/** The access token the mock hands out: any bearer token is accepted, the session decides. */
export const demoToken = (userId: number) => `demo-token-${userId}`;

const tokenFor = (userId: number) => ({
  access_token: demoToken(userId),
  token_expiration: new Date(Date.now() + 15 * 60_000).toISOString(),
});

/** The feed's address as the API builds it without APP_URL: on the request's origin. */
const feedAddressOf = (request: Request, token: string) =>
  feedAddress(new URL(request.url).origin, token);

/** Sign-in, registration, the current user, profile, recovery, newsletter, health. */
export function accountHandlers({ route }: Router) {
  return [
    route(
      'get',
      apiPaths.health,
      () => reply(healthResponseSchema, { status: 'ok', version: 'mock' }),
      {
        public: true,
      },
    ),

    route(
      'post',
      apiPaths.login,
      async ({ parseBody, store, session }) => {
        const { email, senha } = await parseBody(loginRequestSchema);
        const user = store.tables.users.find((row) => row.email === email);
        if (!user || user.senha !== senha)
          throw new MockHttpError(401, 'invalid_credentials', 'invalid_credentials');
        session.userId = user.id;
        session.expired = false;
        session.renewable = true;
        return reply(loginResponseSchema, { ...tokenFor(user.id), usuario: presentUser(user) });
      },
      { public: true },
    ),

    route(
      'post',
      apiPaths.register,
      async ({ parseBody, store, message }) => {
        const body = await parseBody(registerRequestSchema);
        if (store.tables.users.some((row) => row.email === body.email))
          throw new MockHttpError(409, 'email_taken', 'email_taken');
        const now = store.now();
        const user = {
          id: store.nextId('users'),
          nome: body.nome,
          email: body.email,
          telefone: body.telefone,
          foto_url: null,
          senha: body.senha,
          created_at: now,
          updated_at: now,
        };
        store.tables.users.push(user);
        return reply(
          registerResponseSchema,
          { message: message('registered'), usuario: presentUser(user) },
          201,
        );
      },
      { public: true },
    ),

    route('get', apiPaths.currentUser, ({ user }) => reply(userSchema, presentUser(user()))),

    route('get', apiPaths.calendarFeedAddress, ({ user, request }) => {
      const caller = user();
      caller.calendar_token ??= newFeedToken();
      return reply(calendarFeedSchema, { url: feedAddressOf(request, caller.calendar_token) });
    }),

    route('post', apiPaths.calendarFeedAddress, ({ user, request, message }) => {
      const caller = user();
      caller.calendar_token = newFeedToken();
      return reply(regenerateCalendarFeedResponseSchema, {
        message: message('calendar_feed_regenerated'),
        url: feedAddressOf(request, caller.calendar_token),
      });
    }),

    route('post', apiPaths.refreshToken, ({ user }) =>
      reply(tokenResponseSchema, tokenFor(user().id)),
    ),

    // The browser's lasting session: the API's refresh cookie is `session.renewable` here.
    route(
      'post',
      apiPaths.browserSession,
      ({ session }) => {
        if (!session.renewable || session.userId === null)
          throw new MockHttpError(401, 'token_expired', 'token_expired');
        session.expired = false;
        return reply(tokenResponseSchema, tokenFor(session.userId));
      },
      { public: true },
    ),

    route(
      'delete',
      apiPaths.browserSession,
      ({ session, message }) => {
        session.renewable = false;
        return reply(messageResponseSchema, { message: message('signed_out') });
      },
      { public: true },
    ),

    route('delete', apiPaths.allSessions, ({ user, session, message }) => {
      user();
      session.renewable = false;
      session.expired = true;
      return reply(messageResponseSchema, { message: message('signed_out_everywhere') });
    }),

    route('put', apiPaths.user, async ({ parseBody, store, user, id, message }) => {
      const caller = user();
      if (id() !== caller.id) throw forbidden();
      const body = await parseBody(updateUserRequestSchema);
      const changesPassword = body.senha_atual !== undefined && body.nova_senha !== undefined;
      if (changesPassword && body.senha_atual !== caller.senha)
        throw new MockHttpError(400, 'wrong_current_password', 'wrong_current_password');
      if (body.nome !== undefined) caller.nome = body.nome;
      if (body.telefone !== undefined) caller.telefone = body.telefone;
      if (changesPassword) caller.senha = body.nova_senha!;
      caller.updated_at = store.now();
      return reply(updateUserResponseSchema, {
        message: message('user_updated'),
        usuario: presentUser(caller),
        ...(changesPassword ? tokenFor(caller.id) : {}),
      });
    }),

    route('get', apiPaths.mailSettings, ({ user, id }) => {
      const caller = user();
      if (id() !== caller.id) throw forbidden();
      return reply(mailSettingsSchema, caller.emails ?? defaultMailSettings);
    }),

    route('put', apiPaths.mailSettings, async ({ parseBody, user, id }) => {
      const caller = user();
      if (id() !== caller.id) throw forbidden();
      const body = await parseBody(updateMailSettingsRequestSchema);
      caller.emails = { ...(caller.emails ?? defaultMailSettings), ...body };
      return reply(mailSettingsSchema, caller.emails);
    }),

    route(
      'post',
      apiPaths.passwordRecovery,
      async ({ parseBody, message }) => {
        await parseBody(passwordRecoveryRequestSchema);
        return reply(messageResponseSchema, { message: message('recovery_sent') });
      },
      { public: true },
    ),

    route(
      'post',
      apiPaths.passwordReset,
      async ({ parseBody, message }) => {
        const { token } = await parseBody(passwordResetRequestSchema);
        if (token !== DEMO_RESET_TOKEN)
          throw new MockHttpError(400, 'invalid_token', 'invalid_reset_token');
        return reply(messageResponseSchema, { message: message('password_reset') });
      },
      { public: true },
    ),

    // The demo's one working link lasts an hour from now, as a fresh link on the API does.
    route(
      'get',
      apiPaths.passwordResetLink,
      ({ params }) => {
        if (params['token'] !== DEMO_RESET_TOKEN)
          throw new MockHttpError(400, 'invalid_token', 'invalid_reset_token');
        return reply(passwordResetLinkSchema, {
          expira_em: new Date(Date.now() + 60 * 60 * 1000).toISOString(),
        });
      },
      { public: true },
    ),

    route(
      'post',
      apiPaths.newsletter,
      async ({ parseBody, store, message }) => {
        const { email, nome } = await parseBody(newsletterRequestSchema);
        // Subscribing twice is not an error, as on the API.
        if (!store.tables.newsletter.some((row) => row.email === email))
          store.tables.newsletter.push({ email, nome: nome || null });
        return reply(messageResponseSchema, { message: message('newsletter_subscribed') });
      },
      { public: true },
    ),

    // The demo has no uploaded logos: ministries created here carry a data URL instead.
    route(
      'get',
      apiPaths.upload,
      () => {
        throw notFound();
      },
      { public: true },
    ),
  ];
}
