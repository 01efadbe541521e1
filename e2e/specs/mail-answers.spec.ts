// A member answers a schedule from the links in its e-mail, in a browser where nobody is signed
// in: "Vou" records the yes as the page opens; "Não poderei ir" asks the reason first. The
// leader reads both on the schedule.
// Needs: production builds in dist/ served by the API process from playwright.config.ts, and
// the SMTP capture serve-production.ts starts (support/mail-capture.ts).
import type { Browser, Page } from '@playwright/test';
import { mailsTo } from '../support/mail-capture';
import { expect, expectNoBarriersOutsideApp, test } from '../support/test';
import { bandOfThree, createSchedule, localDay } from '../support/team';
import { suiteDeployRoot } from '../support/workspace';

const deployRoot = suiteDeployRoot;

/** The link after `label: ` in the person's last e-mail. */
async function linkInMail(email: string, label: string): Promise<string> {
  await expect.poll(() => mailsTo(deployRoot(), email).length).toBeGreaterThan(0);
  const mails = mailsTo(deployRoot(), email);
  const text = mails[mails.length - 1]!.text;
  const found = new RegExp(`^${label}: (\\S+)$`, 'm').exec(text);
  expect(found, text).not.toBeNull();
  return found![1]!;
}

/** A browser with no session at all: the link is the only key. */
async function signedOutPage(browser: Browser, colorScheme: 'light' | 'dark'): Promise<Page> {
  const context = await browser.newContext({ locale: 'pt-BR', colorScheme });
  return context.newPage();
}

test('a member answers from the e-mail without signing in; repeating it changes nothing', async ({
  browser,
  request,
}) => {
  test.setTimeout(120_000);
  const { ministry, owner, bruno, davi, memberIds, functionIds } = await bandOfThree(
    browser,
    request,
  );
  const scheduleId = await createSchedule(request, owner.account, ministry.id, {
    titulo: 'Culto de domingo',
    data: localDay(1),
    publicada: true,
    membros_escalados: [
      { membro_id: memberIds.bruno, funcao_id: functionIds.violao },
      { membro_id: memberIds.davi, funcao_id: functionIds.bateria },
    ],
  });

  // Bruno taps "Vou" on his phone's mail app: the page records it as it opens.
  const yes = await linkInMail(bruno.account.email, 'Vou');
  const brunoPhone = await signedOutPage(browser, 'light');
  await brunoPhone.setViewportSize({ width: 390, height: 844 });
  await brunoPhone.goto(yes);
  await expect(brunoPhone.getByRole('status')).toContainText(
    'Presença confirmada em Culto de domingo',
  );
  await expectNoBarriersOutsideApp(brunoPhone, 'one-tap answer recorded');
  // Tapping the same link again says so and changes nothing.
  await brunoPhone.goto(yes);
  await expect(brunoPhone.getByRole('status')).toContainText(
    'Você já tinha confirmado presença em Culto de domingo',
  );

  // Davi cannot go: the link asks why before recording it, in his dark theme.
  const no = await linkInMail(davi.account.email, 'Não poderei ir');
  const daviPhone = await signedOutPage(browser, 'dark');
  await daviPhone.setViewportSize({ width: 390, height: 844 });
  await daviPhone.goto(no);
  await expectNoBarriersOutsideApp(daviPhone, 'one-tap decline form, dark');
  await daviPhone.getByRole('textbox', { name: 'Motivo' }).fill('Plantão no hospital');
  await daviPhone.getByRole('button', { name: 'Enviar resposta' }).click();
  await expect(daviPhone.getByRole('status')).toContainText(
    'Registramos que você não poderá ir a Culto de domingo',
  );

  // The leader reads both answers on the schedule.
  await owner.page.goto(`/ministerios/${ministry.id}/escalas/${scheduleId}`);
  const main = owner.page.getByRole('main');
  await expect(main.getByText('Motivo: Plantão no hospital')).toBeVisible();
  await expect(main.getByRole('progressbar', { name: 'Presenças confirmadas' })).toHaveAttribute(
    'aria-valuetext',
    '1 de 2 confirmados (50%) · 1 não vai',
  );

  // Bruno's link does not answer for anyone else, and a changed signature answers for nobody.
  const forged = yes.replace(/token=([^&]+)/, (_all, token: string) => {
    const last = token.at(-1) === 'A' ? 'B' : 'A';
    return `token=${token.slice(0, -1)}${last}`;
  });
  const refused = await brunoPhone.goto(forged);
  expect(refused?.status()).toBe(404);
  await expect(brunoPhone.getByRole('alert')).toContainText('Este link de resposta não é válido.');
});
