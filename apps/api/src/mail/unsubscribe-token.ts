import { createHmac, timingSafeEqual } from 'node:crypto';
import { type MailTopic, mailTopics } from '@levita/contracts';

/**
 * The token in an e-mail's unsubscribe link: the person and the kind of e-mail, signed with
 * the server's secret. It does not expire (a link in an old e-mail still works) and can only
 * turn e-mail off, so it needs no storage and works on every replica.
 */
export function createUnsubscribeTokens(secret: string) {
  const mac = (payload: string) =>
    createHmac('sha256', secret).update(`unsubscribe:${payload}`).digest('base64url');

  return {
    sign(userId: number, topic: MailTopic): string {
      const payload = `${userId}.${topic}`;
      return `${payload}.${mac(payload)}`;
    },

    verify(token: string): { userId: number; topic: MailTopic } | undefined {
      const match = /^([1-9][0-9]{0,14})\.([a-z_]+)\.([A-Za-z0-9_-]{43})$/.exec(token);
      if (!match) return undefined;
      const [, id, topic, signature] = match;
      const expected = Buffer.from(mac(`${id}.${topic}`));
      const given = Buffer.from(signature!);
      if (!timingSafeEqual(expected, given)) return undefined;
      if (!(mailTopics as readonly string[]).includes(topic!)) return undefined;
      return { userId: Number(id), topic: topic as MailTopic };
    },
  };
}

export type UnsubscribeTokens = ReturnType<typeof createUnsubscribeTokens>;
