import { z } from 'zod/mini';

export const healthResponseSchema = z.object({
  status: z.literal('ok'),
  version: z.string(),
});
export type HealthResponse = z.infer<typeof healthResponseSchema>;

/**
 * Readiness (GET /api/ready): whether this process can serve. The database decides it; Redis
 * only shares rate limits across replicas, and without it each counts alone, so an unreachable
 * Redis makes the process `degraded`, still answered 200 (a load balancer keeps sending).
 */
export const readyResponseSchema = z.object({
  status: z.enum(['ready', 'degraded', 'not_ready']),
  checks: z.object({
    database: z.enum(['ok', 'error']),
    redis: z.enum(['ok', 'unreachable', 'not_configured']),
  }),
});
export type ReadyResponse = z.infer<typeof readyResponseSchema>;
