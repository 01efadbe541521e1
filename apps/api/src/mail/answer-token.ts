import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * The token in an e-mail's "Vou" / "Não poderei ir" links: the schedule and the person, signed
 * with the server's secret. It answers for that person on that schedule only, with no sign-in,
 * so it needs no storage and works on every replica. It carries no expiry: whether answers are
 * still open is read from the schedule when the link is opened.
 */
export function createAnswerTokens(secret: string) {
  const mac = (payload: string) =>
    createHmac('sha256', secret).update(`answer:${payload}`).digest('base64url');

  return {
    sign(scheduleId: number, userId: number): string {
      const payload = `${scheduleId}.${userId}`;
      return `${payload}.${mac(payload)}`;
    },

    verify(token: string): { scheduleId: number; userId: number } | undefined {
      const match = /^([1-9][0-9]{0,14})\.([1-9][0-9]{0,14})\.([A-Za-z0-9_-]{43})$/.exec(token);
      if (!match) return undefined;
      const [, schedule, user, signature] = match;
      const expected = Buffer.from(mac(`${schedule}.${user}`));
      if (!timingSafeEqual(expected, Buffer.from(signature!))) return undefined;
      return { scheduleId: Number(schedule), userId: Number(user) };
    },
  };
}

export type AnswerTokens = ReturnType<typeof createAnswerTokens>;
