import type { MailSettings } from '@levita/contracts';
import type { FastifyInstance } from 'fastify';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { buildTestApp, makeDeployRoot } from './helper';
import type { SignedIn } from './ministry-fixtures';
import {
  assignFunction,
  createSchedule,
  putSchedule,
  scheduleFixture,
  sundayService,
} from './schedule-fixtures';
import { call, closedPortUrl } from './song-fixtures';
import { type CapturedMail, type SmtpCapture, startSmtpCapture } from './smtp-capture';

/*
 * Schedule e-mail. Publishing tells everyone on the schedule, a change to a published schedule
 * tells whoever's part changed, drafts send nothing, a reminder goes the ministry's lead time
 * before the schedule to whoever has not answered, and each person can turn either kind off. Jobs
 * live in the database and are sent once, even by two servers.
 */

// Friday 2026-11-20 09:00 in São Paulo: `sundayService` (2026-11-22 19:00) is ahead.
const friday = new Date('2026-11-20T12:00:00Z');

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(friday);
});
afterEach(() => vi.useRealTimers());

async function setup(env: Record<string, string> = {}) {
  const smtp = await startSmtpCapture();
  const app = await buildTestApp({ env: { SMTP_URL: smtp.url, ...env } });
  const f = await scheduleFixture(app);
  return { smtp, app, f };
}

/** Everything queued so far has been sent (or skipped): the request does not wait for it. */
const settled = (app: FastifyInstance) => app.mailQueue.kick();

const to = (smtp: SmtpCapture, email: string) =>
  smtp.messages.filter((mail) => mail.envelopeTo.includes(email));

const mailSettings = (app: FastifyInstance, user: SignedIn, payload?: object) =>
  call(app, user, {
    method: payload ? 'PUT' : 'GET',
    url: `/api/usuarios/${user.id}/emails`,
    ...(payload && { payload }),
  });

const jobs = (app: FastifyInstance) => app.repos.mailJobs.all();

describe('schedule e-mail on publish and change', () => {
  it('tells each person on a published schedule once: functions, songs with keys, when, where, a link', async () => {
    const { smtp, app, f } = await setup();
    const schedule = await createSchedule(app, f.people.owner, sundayService(f));
    await settled(app);

    expect(smtp.messages).toHaveLength(2);
    const [ana] = to(smtp, 'ana@example.com') as [CapturedMail];
    expect(ana.subject).toBe('Você está na escala: Culto de Domingo');
    expect(ana.text).toContain('Olá, Ana!');
    expect(ana.text).toContain('domingo, 22 de novembro de 2026');
    expect(ana.text).toContain('Horário: 19:00');
    expect(ana.text).toContain('Local: Templo principal');
    expect(ana.text).toContain('Suas funções: Violão');
    // In the schedule's order, with the key the team plays in (or the song's own).
    expect(ana.text).toMatch(/1\. Aleluia \(Coral\) · tom D\n2\. Bondade de Deus \(Isaias\)/);
    const link = `http://levita.test/ministerios/${f.ministry.id}/escalas/${schedule.id}`;
    expect(ana.text).toContain(`Confirmar ou recusar presença: ${link}`);
    expect(ana.html).toContain(`<a href="${link}">`);
    expect(ana.listUnsubscribe).toMatch(
      /^http:\/\/levita\.test\/api\/emails\/descadastrar\?token=/,
    );
    expect(to(smtp, 'bruno@example.com')[0]?.text).toContain('Suas funções: Baixo');
    // The owner made it and is not on it.
    expect(to(smtp, 'owner@example.com')).toHaveLength(0);
    expect((await jobs(app)).map((job) => job.status)).toEqual(['sent', 'sent']);
  });

  it('sends nothing for a draft, then tells everyone when it is published', async () => {
    const { smtp, app, f } = await setup();
    const draft = await createSchedule(app, f.people.owner, sundayService(f, { publicada: false }));
    const edited = await putSchedule(
      app,
      f.people.owner,
      draft.id,
      sundayService(f, { publicada: false, horario: '18:00' }),
    );
    expect(edited.statusCode, edited.body).toBe(200);
    await settled(app);
    expect(smtp.messages).toHaveLength(0);
    expect(await jobs(app)).toHaveLength(0);

    await putSchedule(app, f.people.owner, draft.id, sundayService(f));
    await settled(app);
    expect(smtp.messages.map((mail) => mail.subject)).toEqual([
      'Você está na escala: Culto de Domingo',
      'Você está na escala: Culto de Domingo',
    ]);
  });

  it('tells only the people whose part changed, once each, with every change together', async () => {
    const { smtp, app, f } = await setup();
    const schedule = await createSchedule(app, f.people.owner, sundayService(f));
    await settled(app);
    smtp.messages.length = 0;

    // Same parts, other notes and songs: nobody's part changed.
    await putSchedule(
      app,
      f.people.owner,
      schedule.id,
      sundayService(f, { observacoes: 'Nova observação' }),
    );
    await settled(app);
    expect(smtp.messages).toHaveLength(0);

    // Ana gets vocal instead of violão, Bruno leaves, the admin comes in.
    await assignFunction(app, f.ids.admin, f.functions.baixo.id);
    const changed = await putSchedule(
      app,
      f.people.owner,
      schedule.id,
      sundayService(f, {
        membros_escalados: [
          { membro_id: f.ids.ana, funcao_id: f.functions.vocal.id },
          { membro_id: f.ids.admin, funcao_id: f.functions.baixo.id },
        ],
      }),
    );
    expect(changed.statusCode, changed.body).toBe(200);
    await settled(app);
    expect(smtp.messages).toHaveLength(3);
    const [ana] = to(smtp, 'ana@example.com') as [CapturedMail];
    expect(ana.subject).toBe('Mudança na escala: Culto de Domingo');
    expect(ana.text).toContain('Suas funções eram: Violão.');
    expect(ana.text).toContain('Suas funções: Vocal');
    const [bruno] = to(smtp, 'bruno@example.com') as [CapturedMail];
    expect(bruno.text).toContain('Você não está mais nesta escala.');
    expect(bruno.text).not.toContain('Músicas');
    expect(to(smtp, 'admin@example.com')[0]?.text).toContain('Você foi incluído nesta escala.');
    smtp.messages.length = 0;

    // Moving the schedule tells everyone on it.
    await putSchedule(
      app,
      f.people.owner,
      schedule.id,
      sundayService(f, {
        horario: '18:30',
        membros_escalados: [
          { membro_id: f.ids.ana, funcao_id: f.functions.vocal.id },
          { membro_id: f.ids.admin, funcao_id: f.functions.baixo.id },
        ],
      }),
    );
    await settled(app);
    expect(smtp.messages).toHaveLength(2);
    expect(to(smtp, 'ana@example.com')[0]?.text).toContain(
      'A data ou o horário mudou (era domingo, 22 de novembro de 2026, 19:00).',
    );
  });

  it('tells everyone when a published schedule is deleted, and nothing for a past one', async () => {
    const { smtp, app, f } = await setup();
    const schedule = await createSchedule(app, f.people.owner, sundayService(f));
    const past = await createSchedule(
      app,
      f.people.owner,
      sundayService(f, { titulo: 'Culto passado', data: '2026-11-15' }),
    );
    await settled(app);
    expect(smtp.messages).toHaveLength(2);
    smtp.messages.length = 0;

    for (const id of [schedule.id, past.id]) {
      const deleted = await call(app, f.people.owner, {
        method: 'DELETE',
        url: `/api/escalas/${id}`,
      });
      expect(deleted.statusCode, deleted.body).toBe(200);
    }
    await settled(app);
    expect(smtp.messages.map((mail) => mail.subject)).toEqual([
      'Escala cancelada: Culto de Domingo',
      'Escala cancelada: Culto de Domingo',
    ]);
    expect(smtp.messages[0]?.text).toContain('marcada para domingo, 22 de novembro de 2026, 19:00');
  });

  it('tells a substitute swapped in for a decline that they were added, and the one who declined', async () => {
    const { smtp, app, f } = await setup();
    const schedule = await createSchedule(app, f.people.owner, sundayService(f));
    await assignFunction(app, f.ids.admin, f.functions.violao.id);
    const declined = await call(app, f.people.ana, {
      method: 'POST',
      url: `/api/escalas/${schedule.id}/recusar`,
      payload: { motivo: 'Viagem em família' },
    });
    expect(declined.statusCode, declined.body).toBe(200);
    await settled(app);
    smtp.messages.length = 0;

    const swapped = await call(app, f.people.owner, {
      method: 'POST',
      url: `/api/escalas/${schedule.id}/substituir`,
      payload: {
        membro_id: f.ids.ana,
        funcao_id: f.functions.violao.id,
        substituto_id: f.ids.admin,
      },
    });
    expect(swapped.statusCode, swapped.body).toBe(200);
    await settled(app);
    expect(smtp.messages).toHaveLength(2);
    const [admin] = to(smtp, 'admin@example.com') as [CapturedMail];
    expect(admin.subject).toBe('Mudança na escala: Culto de Domingo');
    expect(admin.text).toContain('Você foi incluído nesta escala.');
    expect(admin.text).toContain('Suas funções: Violão');
    expect(to(smtp, 'ana@example.com')[0]?.text).toContain('Você não está mais nesta escala.');
  });

  it("writes in the recipient's language, not the leader's", async () => {
    const { smtp, app, f } = await setup();
    const changed = await mailSettings(app, f.people.bruno, { idioma: 'en-US' });
    expect(changed.statusCode, changed.body).toBe(200);
    await createSchedule(app, f.people.owner, sundayService(f));
    await settled(app);
    const [bruno] = to(smtp, 'bruno@example.com') as [CapturedMail];
    expect(bruno.subject).toBe("You're on the schedule: Culto de Domingo");
    expect(bruno.text).toContain('Sunday, November 22, 2026');
    expect(bruno.text).toContain('Your functions: Baixo');
    expect(to(smtp, 'ana@example.com')[0]?.subject).toBe('Você está na escala: Culto de Domingo');
  });

  it('keeps a job that could not be sent and tries it again later', async () => {
    const smtpUrl = (await closedPortUrl()).replace('http', 'smtp');
    const { app, f } = await setup({ SMTP_URL: smtpUrl });
    await createSchedule(app, f.people.owner, sundayService(f));
    await settled(app);
    const [first] = await jobs(app);
    expect(first).toMatchObject({ status: 'pending', attempts: 1, locked_by: null });
    expect(first?.last_error).toBeTruthy();
    expect(first!.run_at > friday.toISOString()).toBe(true);
  });
});

describe('reminders', () => {
  // 48 hours (the default) before Sunday 19:00 in São Paulo (22:00 UTC).
  const justBefore = new Date('2026-11-20T21:59:00Z');
  const due = new Date('2026-11-20T22:00:00Z');

  const reminders = (smtp: SmtpCapture) =>
    smtp.messages.filter((mail) => mail.subject.startsWith('Lembrete'));

  it('go the lead time before, once, to whoever has not answered', async () => {
    const { smtp, app, f } = await setup();
    const schedule = await createSchedule(app, f.people.owner, sundayService(f));
    const confirmed = await call(app, f.people.ana, {
      method: 'POST',
      url: `/api/escalas/${schedule.id}/confirmar`,
    });
    expect(confirmed.statusCode, confirmed.body).toBe(200);

    await app.mailQueue.tick(justBefore);
    expect(reminders(smtp)).toHaveLength(0);

    await app.mailQueue.tick(due);
    await app.mailQueue.tick(new Date(due.getTime() + 60_000));
    expect(reminders(smtp)).toHaveLength(1);
    const [bruno] = reminders(smtp) as [CapturedMail];
    expect(bruno.envelopeTo).toEqual(['bruno@example.com']);
    expect(bruno.subject).toBe('Lembrete: você vai em Culto de Domingo?');
    expect(bruno.listUnsubscribe).toContain('descadastrar');
    // One tap answers it, signed for Bruno on this schedule.
    const token = app.answerTokens.sign(schedule.id, f.people.bruno.id);
    expect(bruno.text).toContain(
      `Vou: http://levita.test/api/emails/responder?token=${token}&resposta=vou`,
    );
    expect(bruno.text).toContain(
      `Não poderei ir: http://levita.test/api/emails/responder?token=${token}&resposta=nao_vou`,
    );
  });

  it("follow the ministry's setting; 0 turns them off", async () => {
    const { smtp, app, f } = await setup();
    await createSchedule(app, f.people.owner, sundayService(f));
    const setTo = async (hours: unknown) =>
      call(app, f.people.owner, {
        method: 'PUT',
        url: `/api/ministerios/${f.ministry.id}`,
        payload: { lembrete_horas: hours },
      });

    const refused = await setTo(169);
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({
      errors: { lembrete_horas: ['O lembrete vai de 0 (nenhum) a 168 horas antes da escala.'] },
    });
    const off = await setTo(0);
    expect(off.statusCode, off.body).toBe(200);
    expect(off.json()).toMatchObject({ lembrete_horas: 0 });
    await app.mailQueue.tick(new Date('2026-11-22T21:00:00Z'));
    expect(reminders(smtp)).toHaveLength(0);

    expect((await setTo(2)).statusCode).toBe(200);
    await app.mailQueue.tick(new Date('2026-11-22T19:59:00Z'));
    expect(reminders(smtp)).toHaveLength(0);
    await app.mailQueue.tick(new Date('2026-11-22T20:00:00Z'));
    expect(reminders(smtp)).toHaveLength(2);
  });
});

describe('turning schedule e-mail off', () => {
  it('in the profile: each kind separately, for oneself only', async () => {
    const { smtp, app, f } = await setup();
    const initial = await mailSettings(app, f.people.ana);
    expect(initial.json<MailSettings>()).toEqual({
      avisos_escala: true,
      lembretes: true,
      idioma: 'pt-BR',
    });
    const invalid = await mailSettings(app, f.people.ana, { idioma: 'fr-FR' });
    expect(invalid.statusCode).toBe(400);
    const someoneElse = await call(app, f.people.ana, {
      method: 'PUT',
      url: `/api/usuarios/${f.people.bruno.id}/emails`,
      payload: { avisos_escala: false },
    });
    expect(someoneElse.statusCode).toBe(403);

    const off = await mailSettings(app, f.people.ana, { avisos_escala: false });
    expect(off.json<MailSettings>()).toEqual({
      avisos_escala: false,
      lembretes: true,
      idioma: 'pt-BR',
    });
    await createSchedule(app, f.people.owner, sundayService(f));
    await app.mailQueue.tick(new Date('2026-11-20T22:00:00Z'));
    expect(to(smtp, 'ana@example.com').map((mail) => mail.subject)).toEqual([
      'Lembrete: você vai em Culto de Domingo?',
    ]);
    expect(to(smtp, 'bruno@example.com')).toHaveLength(2);
  });

  it('by the link in the e-mail: a page that asks, then a POST that turns that kind off', async () => {
    const { smtp, app, f } = await setup();
    const schedule = await createSchedule(app, f.people.owner, sundayService(f));
    await settled(app);
    const [ana] = to(smtp, 'ana@example.com') as [CapturedMail];
    const url = ana.listUnsubscribe!.replace('http://levita.test', '');

    const page = await app.inject({ method: 'GET', url });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.body).toContain('Parar de receber por e-mail os avisos de escala');
    expect(page.body).toContain('<form method="post"');
    // Opening the page changes nothing: mail scanners open links.
    expect((await mailSettings(app, f.people.ana)).json()).toMatchObject({ avisos_escala: true });

    // A mail client's one-click unsubscribe (RFC 8058).
    const done = await app.inject({
      method: 'POST',
      url,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(done.statusCode, done.body).toBe(200);
    expect(done.body).toContain('ana@example.com não recebe mais avisos de escala');
    expect((await mailSettings(app, f.people.ana)).json()).toMatchObject({
      avisos_escala: false,
      lembretes: true,
    });

    smtp.messages.length = 0;
    await putSchedule(app, f.people.owner, schedule.id, sundayService(f, { horario: '18:00' }));
    await settled(app);
    expect(smtp.messages.map((mail) => mail.envelopeTo)).toEqual([['bruno@example.com']]);
    expect((await jobs(app)).at(-2)).toMatchObject({ user_id: f.people.ana.id, status: 'skipped' });
  });

  it('refuses a link whose token was altered', async () => {
    const { smtp, app, f } = await setup();
    await createSchedule(app, f.people.owner, sundayService(f));
    await settled(app);
    const url = to(smtp, 'ana@example.com')[0]!.listUnsubscribe!.replace('http://levita.test', '');
    const forged = url.replace(`token=${f.people.ana.id}.`, `token=${f.people.bruno.id}.`);
    expect(forged).not.toBe(url);
    const refused = await app.inject({ method: 'POST', url: forged });
    expect(refused.statusCode).toBe(404);
    expect(refused.body).toContain('Este link não é válido.');
    expect((await mailSettings(app, f.people.bruno)).json()).toMatchObject({ avisos_escala: true });
  });
});

describe('two servers on one database', () => {
  async function twoServers() {
    const smtp = await startSmtpCapture();
    const deployRoot = await makeDeployRoot();
    const first = await buildTestApp({ deployRoot, env: { SMTP_URL: smtp.url } });
    const { database } = first.config;
    const second = await buildTestApp({
      deployRoot,
      env: {
        SMTP_URL: smtp.url,
        ...(database.kind === 'postgres' && {
          DATABASE_URL: database.url,
          DATABASE_SCHEMA: database.schema ?? '',
        }),
      },
    });
    return { smtp, first, second, f: await scheduleFixture(first) };
  }

  const perRecipientAndSubject = (smtp: SmtpCapture) => {
    const counts = new Map<string, number>();
    for (const mail of smtp.messages) {
      const key = `${mail.envelopeTo.join()} ${mail.subject}`;
      counts.set(key, (counts.get(key) ?? 0) + 1);
    }
    return [...counts.values()];
  };

  it('send each e-mail once while both work the queue', async () => {
    const { smtp, first, second, f } = await twoServers();
    const titles = Array.from({ length: 8 }, (_, i) => `Culto ${i + 1}`);
    for (const titulo of titles)
      await createSchedule(first, f.people.owner, sundayService(f, { titulo }));
    await Promise.all([first.mailQueue.kick(), second.mailQueue.kick(), settled(first)]);
    expect(smtp.messages).toHaveLength(titles.length * 2);
    expect(perRecipientAndSubject(smtp).every((count) => count === 1)).toBe(true);

    // Both look for reminders at the same moment: one each.
    const due = new Date('2026-11-20T22:00:00Z');
    await Promise.all([first.mailQueue.tick(due), second.mailQueue.tick(due)]);
    await Promise.all([first.mailQueue.kick(), second.mailQueue.kick()]);
    const reminders = smtp.messages.filter((mail) => mail.subject.startsWith('Lembrete'));
    expect(reminders).toHaveLength(titles.length * 2);
    expect(perRecipientAndSubject(smtp).every((count) => count === 1)).toBe(true);
  });
});
