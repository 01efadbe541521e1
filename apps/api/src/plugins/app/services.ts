import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { createTokenService, type TokenService } from '../../auth/tokens';
import type { AppConfig } from '../../config';
import { createMailer, type Mailer } from '../../mail/mailer';
import { type AnswerTokens, createAnswerTokens } from '../../mail/answer-token';
import { createUnsubscribeTokens, type UnsubscribeTokens } from '../../mail/unsubscribe-token';
import { createMailQueue, type MailQueue } from '../../notifications/mail-queue';
import { type Access, createAccess } from '../../ministries/scoped-access';
import { createAccountDeletionRepository } from '../../repositories/account-deletion-repository';
import { createMailJobsRepository } from '../../repositories/mail-jobs-repository';
import { createCalendarFeedsRepository } from '../../repositories/calendar-feeds-repository';
import { createFunctionsRepository } from '../../repositories/functions-repository';
import { createMemberFunctionsRepository } from '../../repositories/member-functions-repository';
import { createMembersRepository } from '../../repositories/members-repository';
import { createMinistriesRepository } from '../../repositories/ministries-repository';
import { createNewsletterRepository } from '../../repositories/newsletter-repository';
import { createOidcFlowsRepository } from '../../repositories/oidc-flows-repository';
import { createRefreshTokensRepository } from '../../repositories/refresh-tokens-repository';
import { createReportsRepository } from '../../repositories/reports-repository';
import { createSchedulesRepository } from '../../repositories/schedules-repository';
import { createSongsRepository } from '../../repositories/songs-repository';
import { createStatisticsRepository } from '../../repositories/statistics-repository';
import { createPersonalDataRepository } from '../../repositories/personal-data-repository';
import { createPasswordResetsRepository } from '../../repositories/password-resets-repository';
import { createUnavailabilitiesRepository } from '../../repositories/unavailabilities-repository';
import { createUploadsRepository } from '../../repositories/uploads-repository';
import { createUsersRepository } from '../../repositories/users-repository';
import { createMemberSongKeysRepository } from '../../repositories/member-song-keys-repository';
import { createTemplatesRepository } from '../../repositories/templates-repository';
import { createAutoFillRepository } from '../../repositories/auto-fill-repository';
import { createMemberPreferencesRepository } from '../../repositories/member-preferences-repository';

function createRepositories(app: FastifyInstance) {
  const users = createUsersRepository(app.db, app.dbKind);
  const members = createMembersRepository(app.db, app.dbKind);
  const songs = createSongsRepository(app.db, app.dbKind);
  return {
    users,
    passwordResets: createPasswordResetsRepository(app.db, app.dbKind, users),
    newsletter: createNewsletterRepository(app.db),
    calendarFeeds: createCalendarFeedsRepository(app.db, app.dbKind),
    oidcFlows: createOidcFlowsRepository(app.db),
    refreshTokens: createRefreshTokensRepository(app.db, app.dbKind),
    ministries: createMinistriesRepository(app.db, app.dbKind),
    members,
    songs,
    statistics: createStatisticsRepository(app.db, members),
    functions: createFunctionsRepository(app.db, app.dbKind),
    uploads: createUploadsRepository(app.db),
    schedules: createSchedulesRepository(app.db, app.dbKind),
    memberFunctions: createMemberFunctionsRepository(app.db, app.dbKind),
    reports: createReportsRepository(app.db),
    unavailabilities: createUnavailabilitiesRepository(app.db, app.dbKind),
    mailJobs: createMailJobsRepository(app.db, app.dbKind),
    personalData: createPersonalDataRepository(app.db),
    accountDeletion: createAccountDeletionRepository(app.db, app.dbKind),
    memberSongKeys: createMemberSongKeysRepository(app.db, app.dbKind),
    templates: createTemplatesRepository(app.db, app.dbKind),
    autoFill: createAutoFillRepository(app.db, app.dbKind),
    memberPreferences: createMemberPreferencesRepository(app.db, app.dbKind),
  };
}

export type Repositories = ReturnType<typeof createRepositories>;

declare module 'fastify' {
  interface FastifyInstance {
    config: AppConfig;
    repos: Repositories;
    /** Loads the row a path names and checks the caller's standing in its ministry. */
    access: Access;
    tokens: TokenService;
    mailer: Mailer;
    /** Schedule e-mail: queued with the change, sent by every process from the database. */
    mailQueue: MailQueue;
    unsubscribeTokens: UnsubscribeTokens;
    /** Signs and checks the one-tap answer links of schedule e-mail. */
    answerTokens: AnswerTokens;
    /** Work that outlives its request (sending mail); the server waits for it on close. */
    runInBackground(task: () => Promise<unknown>): void;
  }
}

export const servicesPlugin = fp(
  async (app: FastifyInstance, { config }: { config: AppConfig }) => {
    app.decorate('config', config);
    const repos = createRepositories(app);
    app.decorate('repos', repos);
    app.decorate('access', createAccess(repos));
    app.decorate('tokens', createTokenService(config.jwtSecret, config.accessTokenTtlMinutes));
    const mailer = createMailer({ smtpUrl: config.smtpUrl, from: config.mailFrom, log: app.log });
    app.decorate('mailer', mailer);
    const unsubscribeTokens = createUnsubscribeTokens(config.jwtSecret);
    app.decorate('unsubscribeTokens', unsubscribeTokens);
    const answerTokens = createAnswerTokens(config.jwtSecret);
    app.decorate('answerTokens', answerTokens);
    const mailQueue = createMailQueue({
      repos,
      mailer,
      config,
      unsubscribe: unsubscribeTokens,
      answers: answerTokens,
      log: app.log,
    });
    app.decorate('mailQueue', mailQueue);
    app.addHook('onReady', async () => mailQueue.start());

    const pending = new Set<Promise<unknown>>();
    app.decorate('runInBackground', (task: () => Promise<unknown>) => {
      const running = task()
        .catch((error: unknown) => app.log.error({ err: error }, 'background task failed'))
        .finally(() => pending.delete(running));
      pending.add(running);
    });
    // onClose hooks run after the server stopped listening and before the database closes
    // (they run in reverse order of registration): handlers first, then the mail they queued.
    app.addHook('onClose', async () => {
      await app.requestsSettled();
      await Promise.allSettled([...pending]);
      await mailQueue.stop();
      mailer.close();
    });
  },
  { name: 'services', dependencies: ['database', 'drain-on-close'] },
);
