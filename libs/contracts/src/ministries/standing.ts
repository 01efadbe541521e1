import { z } from 'zod';

/** The caller's standing in a ministry (part 1 §3). */
export const ministryStandings = ['PROPRIETARIO', 'ADMIN', 'MEMBRO', 'PENDENTE'] as const;
export const ministryStandingSchema = z.enum(ministryStandings);
export type MinistryStanding = z.infer<typeof ministryStandingSchema>;

/** A member's status (part 1 §3). */
export const memberStatuses = ['PENDENTE', 'ATIVO', 'INATIVO'] as const;
export const memberStatusSchema = z.enum(memberStatuses);
export type MemberStatus = z.infer<typeof memberStatusSchema>;

export const standingResponseSchema = z.object({ situacao: ministryStandingSchema });
export type StandingResponse = z.infer<typeof standingResponseSchema>;
