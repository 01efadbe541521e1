// A local SMTP server the e2e API sends through (started by serve-production.ts): each mail
// is written as JSON into a folder the specs read, so a spec sees what a user would get.
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

export interface CapturedMail {
  to: string[];
  subject: string;
  text: string;
}

export const mailDir = (deployRoot: string) => join(deployRoot, 'mail');

/** Starts the server; answers the SMTP_URL the API should use. */
export async function startMailCapture(deployRoot: string): Promise<string> {
  const dir = mailDir(deployRoot);
  mkdirSync(dir, { recursive: true });
  let count = 0;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      simpleParser(stream)
        .then((mail) => {
          const captured: CapturedMail = {
            to: session.envelope.rcptTo.map((rcpt) => rcpt.address),
            subject: mail.subject ?? '',
            text: mail.text ?? '',
          };
          count += 1;
          writeFileSync(
            join(dir, `${String(count).padStart(4, '0')}.json`),
            JSON.stringify(captured),
          );
          callback();
        })
        .catch((error: Error) => callback(error));
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve());
  });
  const { port } = server.server.address() as AddressInfo;
  return `smtp://127.0.0.1:${port}`;
}

/** The mails sent to an address so far, oldest first. */
export function mailsTo(deployRoot: string, address: string): CapturedMail[] {
  const dir = mailDir(deployRoot);
  return readdirSync(dir)
    .sort()
    .map((file) => JSON.parse(readFileSync(join(dir, file), 'utf8')) as CapturedMail)
    .filter((mail) => mail.to.includes(address));
}
