import type { ScheduleDetail } from '@levita/contracts';
import type { FastifyInstance } from 'fastify';
import { describe, expect, it, vi } from 'vitest';
import { createAnswerTokens } from '../src/mail/answer-token';
import { buildTestApp } from './helper';
import type { SignedIn } from './ministry-fixtures';
import {
  atSundayNight,
  createSchedule,
  mondayEarly,
  putSchedule,
  scheduleFixture,
  sundayService,
} from './schedule-fixtures';
import { call } from './song-fixtures';
import { type CapturedMail, startSmtpCapture } from './smtp-capture';

/*
 * One-tap answers: the schedule e-mail and the reminder carry "Vou" and "Não poderei ir"
 * links signed for the person and the schedule. Opening one answers without signing in while
 * answers are open (a no asks the reason first); repeating it changes nothing; a forged link,
 * a link for a schedule the person is not on and a closed schedule are refused with a page.
 */

atSundayNight();

const form = { 'content-type': 'application/x-www-form-urlencoded' };

async function setup() {
  const smtp = await startSmtpCapture();
  const app = await buildTestApp({ env: { SMTP_URL: smtp.url } });
  const f = await scheduleFixture(app);
  const schedule = await createSchedule(app, f.people.owner, sundayService(f));
  const detail = async () => {
    const response = await call(app, f.people.owner, {
      method: 'GET',
      url: `/api/escalas/${schedule.id}`,
    });
    expect(response.statusCode, response.body).toBe(200);
    return response.json<ScheduleDetail>();
  };
  const placeOf = async (memberId: number) =>
    (await detail()).membros.find((member) => member.membro_id === memberId);
  return { app, f, smtp, schedule, detail, placeOf };
}

const linkOf = (app: FastifyInstance, scheduleId: number, user: SignedIn, resposta: string) =>
  `/api/emails/responder?token=${app.answerTokens.sign(scheduleId, user.id)}&resposta=${resposta}`;

/** Opens a link as a browser does: no bearer, no cookie. */
const open = (app: FastifyInstance, url: string) => app.inject({ method: 'GET', url });
const post = (app: FastifyInstance, url: string, body = '') =>
  app.inject({ method: 'POST', url, headers: form, payload: body });

describe('the links in schedule e-mail', () => {
  it('the published e-mail carries "Vou" and "Não poderei ir" for that person and schedule', async () => {
    const { app, f, smtp, schedule } = await setup();
    await app.mailQueue.kick();
    const mail = smtp.messages.find((m) =>
      m.envelopeTo.includes('ana@example.com'),
    ) as CapturedMail;
    const yes = /Vou: (http:\/\/levita\.test\/api\/emails\/responder\?\S+resposta=vou)/.exec(
      mail.text,
    );
    const no = /Não poderei ir: (\S+resposta=nao_vou)/.exec(mail.text);
    expect(mail.text).toContain('Você vai?');
    expect(yes?.[1]).toBe(`http://levita.test${linkOf(app, schedule.id, f.people.ana, 'vou')}`);
    expect(no?.[1]).toBe(`http://levita.test${linkOf(app, schedule.id, f.people.ana, 'nao_vou')}`);
    expect(mail.html).toContain('>Vou</a>');
    expect(mail.html).toContain('>Não poderei ir</a>');
    // Bruno's links are his own.
    const bruno = smtp.messages.find((m) => m.envelopeTo.includes('bruno@example.com'));
    expect(bruno?.text).toContain(linkOf(app, schedule.id, f.people.bruno, 'vou'));
    expect(bruno?.text).not.toContain(linkOf(app, schedule.id, f.people.ana, 'vou'));
  });
});

describe('GET and POST /api/emails/responder', () => {
  it('"Vou": opening shows a page that posts itself; the post records it, with no sign-in', async () => {
    const { app, f, schedule, placeOf, detail } = await setup();
    const link = linkOf(app, schedule.id, f.people.ana, 'vou');

    const page = await open(app, link);
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/text\/html/);
    expect(page.body).toContain('Confirmando sua presença em Culto de Domingo');
    expect(page.body).toMatch(/<form id="answer" method="post"/);
    expect(page.body).toContain('<script>');
    // The inline script runs by its hash alone; nothing else may.
    expect(page.headers['content-security-policy']).toMatch(/script-src 'sha256-[A-Za-z0-9+/=]+'/);
    // A mail scanner that opens the link records nothing.
    expect((await placeOf(f.ids.ana))?.confirmado).toBe(false);

    const before = (await detail()).versao;
    const done = await post(app, link);
    expect(done.statusCode).toBe(200);
    expect(done.body).toContain(
      'Presença confirmada em Culto de Domingo, domingo, 22 de novembro de 2026, 19:00.',
    );
    expect(done.body).toContain(`/ministerios/${f.ministry.id}/escalas/${schedule.id}`);
    expect((await placeOf(f.ids.ana))?.confirmado).toBe(true);
    expect((await detail()).versao).toBe(before + 1);
  });

  it('repeating a link changes nothing and says so', async () => {
    const { app, f, schedule, placeOf, detail } = await setup();
    const yes = linkOf(app, schedule.id, f.people.ana, 'vou');
    await post(app, yes);
    const answered = await placeOf(f.ids.ana);
    const version = (await detail()).versao;

    const again = await post(app, yes);
    expect(again.statusCode).toBe(200);
    expect(again.body).toContain('Você já tinha confirmado presença em Culto de Domingo');
    expect(await placeOf(f.ids.ana)).toEqual(answered);
    expect((await detail()).versao).toBe(version);
    expect((await open(app, yes)).body).toContain('Você já tinha confirmado');

    const no = linkOf(app, schedule.id, f.people.ana, 'nao_vou');
    await post(app, no, 'motivo=Viagem+com+a+fam%C3%ADlia');
    const declined = await placeOf(f.ids.ana);
    const noAgain = await post(app, no, 'motivo=Outro+motivo+qualquer');
    expect(noAgain.body).toContain('Você já tinha avisado que não poderá ir');
    expect(await placeOf(f.ids.ana)).toEqual(declined);
    expect(declined?.motivo_recusa).toBe('Viagem com a família');
  });

  it('"Não poderei ir" asks the reason first, refuses a short one and records a good one', async () => {
    const { app, f, schedule, placeOf } = await setup();
    const link = linkOf(app, schedule.id, f.people.bruno, 'nao_vou');

    const page = await open(app, link);
    expect(page.statusCode).toBe(200);
    expect(page.body).toMatch(/<label for="motivo">Motivo<\/label>/);
    expect(page.body).toMatch(/<textarea id="motivo" name="motivo"/);
    expect(page.body).not.toContain('<script>');
    expect((await placeOf(f.ids.bruno))?.resposta).toBe('PENDENTE');

    const short = await post(app, link, 'motivo=ah');
    expect(short.statusCode).toBe(400);
    expect(short.body).toContain('Escreva o motivo com pelo menos 5 caracteres.');
    expect(short.body).toContain('>ah</textarea>');
    const none = await post(app, link);
    expect(none.statusCode).toBe(400);
    expect((await placeOf(f.ids.bruno))?.resposta).toBe('PENDENTE');

    const done = await post(app, link, 'motivo=Plant%C3%A3o+no+hospital');
    expect(done.statusCode).toBe(200);
    expect(done.body).toContain('Registramos que você não poderá ir a Culto de Domingo');
    const place = await placeOf(f.ids.bruno);
    expect(place?.resposta).toBe('RECUSADO');
    expect(place?.motivo_recusa).toBe('Plantão no hospital');
  });

  it('a yes after a no changes the answer while answers are open', async () => {
    const { app, f, schedule, placeOf } = await setup();
    await post(app, linkOf(app, schedule.id, f.people.ana, 'nao_vou'), 'motivo=Viagem+marcada');
    await post(app, linkOf(app, schedule.id, f.people.ana, 'vou'));
    const place = await placeOf(f.ids.ana);
    expect(place?.resposta).toBe('CONFIRMADO');
    expect(place?.motivo_recusa).toBeNull();
  });

  it('refuses a forged or altered signature with a clear page and changes nothing', async () => {
    const { app, f, schedule, placeOf } = await setup();
    const token = app.answerTokens.sign(schedule.id, f.people.ana.id);
    const [scheduleId, userId, signature] = token.split('.') as [string, string, string];
    const otherSecret = createAnswerTokens('a-secret-that-is-not-the-servers-0123456789');
    const forged = [
      `${scheduleId}.${userId}.${signature.slice(0, -1)}${signature.endsWith('A') ? 'B' : 'A'}`,
      // Ana's signature on Bruno's account.
      `${scheduleId}.${f.people.bruno.id}.${signature}`,
      otherSecret.sign(schedule.id, f.people.ana.id),
      'garbage',
    ];
    for (const bad of forged) {
      for (const send of [open, post]) {
        const response = await send(app, `/api/emails/responder?token=${bad}&resposta=vou`);
        expect(response.statusCode, bad).toBe(404);
        expect(response.body).toContain('Este link de resposta não é válido.');
      }
    }
    expect((await placeOf(f.ids.ana))?.confirmado).toBe(false);
    expect((await placeOf(f.ids.bruno))?.confirmado).toBe(false);
  });

  it('refuses a link for a schedule the person is not on: never signed for them, or they left it', async () => {
    const { app, f, schedule, placeOf } = await setup();
    // The admin is in the ministry but not on this schedule.
    const notOn = await post(app, linkOf(app, schedule.id, f.people.admin, 'vou'));
    expect(notOn.statusCode).toBe(403);
    expect(notOn.body).toContain('Você não está nesta escala');

    // Ana got her e-mail, then the leader took her off the schedule.
    const anaLink = linkOf(app, schedule.id, f.people.ana, 'vou');
    await putSchedule(app, f.people.owner, schedule.id, {
      ...sundayService(f),
      membros_escalados: [{ membro_id: f.ids.bruno, funcao_id: f.functions.baixo.id }],
    });
    for (const send of [open, post]) {
      const response = await send(app, anaLink);
      expect(response.statusCode).toBe(403);
      expect(response.body).toContain('Você não está nesta escala');
    }
    expect(await placeOf(f.ids.ana)).toBeUndefined();
  });

  it('refuses a closed schedule: its day over, a draft again, deleted', async () => {
    const { app, f, schedule, placeOf } = await setup();
    const link = linkOf(app, schedule.id, f.people.ana, 'vou');

    vi.setSystemTime(mondayEarly);
    const over = await post(app, link);
    expect(over.statusCode).toBe(409);
    expect(over.body).toContain('As respostas para esta escala estão encerradas');
    expect((await placeOf(f.ids.ana))?.confirmado).toBe(false);

    const next = await createSchedule(app, f.people.owner, {
      ...sundayService(f),
      data: '2026-11-29',
      publicada: false,
    });
    const draft = await open(app, linkOf(app, next.id, f.people.ana, 'vou'));
    expect(draft.statusCode).toBe(409);

    const deleted = await createSchedule(app, f.people.owner, {
      ...sundayService(f),
      data: '2026-11-30',
    });
    const deletedLink = linkOf(app, deleted.id, f.people.ana, 'nao_vou');
    const removed = await call(app, f.people.owner, {
      method: 'DELETE',
      url: `/api/escalas/${deleted.id}`,
    });
    expect(removed.statusCode, removed.body).toBe(200);
    const gone = await open(app, deletedLink);
    expect(gone.statusCode).toBe(409);
    expect(gone.body).toContain('As respostas para esta escala estão encerradas');
  });

  it("answers in the person's language", async () => {
    const { app, f, schedule } = await setup();
    const profile = await call(app, f.people.bruno, {
      method: 'PUT',
      url: `/api/usuarios/${f.people.bruno.id}/emails`,
      payload: { idioma: 'en-US' },
    });
    expect(profile.statusCode, profile.body).toBe(200);
    const done = await post(app, linkOf(app, schedule.id, f.people.bruno, 'vou'));
    expect(done.body).toContain('<html lang="en-US">');
    expect(done.body).toContain(
      'Presence confirmed at Culto de Domingo, Sunday, November 22, 2026, 19:00.',
    );
  });
});
