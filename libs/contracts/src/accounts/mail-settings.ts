import { z } from 'zod/mini';

/**
 * What schedule e-mail a person receives and in which language. Both kinds are on until the
 * person turns them off here or through the link at the foot of every such e-mail.
 */
export const mailSettingsSchema = /* @__PURE__ */ z
  .object({
    /** When a published schedule takes them in, changes their part or drops them. */
    avisos_escala: z.boolean(),
    /** Before a schedule they have not answered yet. */
    lembretes: z.boolean(),
    idioma: z.enum(['pt-BR', 'en-US']),
  })
  .register(z.globalRegistry, { id: 'PreferenciasEmail' });
export type MailSettings = z.infer<typeof mailSettingsSchema>;

/** A new account's settings (migration 0010 gives existing ones the same). */
export const defaultMailSettings: MailSettings = {
  avisos_escala: true,
  lembretes: true,
  idioma: 'pt-BR',
};

export const updateMailSettingsRequestSchema = z.partial(mailSettingsSchema);
export type UpdateMailSettingsRequest = z.input<typeof updateMailSettingsRequestSchema>;

/** The kinds of schedule e-mail a link at their foot can turn off. */
export const mailTopics = ['avisos_escala', 'lembretes'] as const;
export type MailTopic = (typeof mailTopics)[number];

/** ?token= of the unsubscribe link; the server checks its signature. */
export const unsubscribeQuerySchema = z.object({
  token: /* @__PURE__ */ z.string().check(z.maxLength(200)),
});
