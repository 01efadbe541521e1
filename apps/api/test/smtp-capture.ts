import type { AddressInfo } from 'node:net';
import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import { vi } from 'vitest';
import { onTestEnd } from './helper';

export interface CapturedMail {
  /** Recipients of the SMTP envelope: where the mail really went, whatever the headers say. */
  envelopeTo: string[];
  to: string[];
  from: string;
  subject: string;
  text: string;
  html: string;
  /** The List-Unsubscribe header, if the mail has one. */
  listUnsubscribe: string | undefined;
}

/** mailparser gathers the List-* headers under `list`: List-Unsubscribe is `list.unsubscribe`. */
function listUnsubscribeOf(list: unknown): string | undefined {
  return (list as { unsubscribe?: { url?: string } } | undefined)?.unsubscribe?.url;
}

export interface SmtpCapture {
  /** For buildTestApp's env: the app sends through this server. */
  url: string;
  /** Every message received so far, in arrival order. */
  messages: CapturedMail[];
  /** Mail leaves after the HTTP answer, so a test waits for the nth one (1-based). */
  waitForMessage(count?: number): Promise<CapturedMail>;
}

/**
 * A real SMTP server on a free local port, closed when the test ends. It goes through the
 * same nodemailer transport production uses, so the test sees the mail a user would get.
 */
export async function startSmtpCapture(
  /** When to close it: when the current test ends, unless told otherwise (a whole suite). */
  closeWhen: (close: () => Promise<void>) => void = onTestEnd,
): Promise<SmtpCapture> {
  const messages: CapturedMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    // A client left connected must not hold the test for the default 30 seconds.
    closeTimeout: 1000,
    onData(stream, session, callback) {
      const envelopeTo = session.envelope.rcptTo.map((rcpt) => rcpt.address);
      simpleParser(stream)
        .then((mail) => {
          messages.push({
            envelopeTo,
            to: [mail.to ?? []].flat().flatMap((to) => to.value.map((a) => a.address ?? '')),
            from: mail.from?.text ?? '',
            subject: mail.subject ?? '',
            text: mail.text ?? '',
            html: typeof mail.html === 'string' ? mail.html : '',
            listUnsubscribe: listUnsubscribeOf(mail.headers.get('list')),
          });
          callback();
        })
        .catch((error: Error) => callback(error));
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve());
  });
  closeWhen(() => new Promise<void>((resolve) => server.close(() => resolve())));
  const { port } = server.server.address() as AddressInfo;

  return {
    url: `smtp://127.0.0.1:${port}`,
    messages,
    waitForMessage: (count = 1) =>
      vi.waitFor(
        () => {
          const message = messages[count - 1];
          if (!message) throw new Error(`${messages.length} of ${count} mails received`);
          return message;
        },
        { timeout: 5000, interval: 20 },
      ),
  };
}
