import { healthResponseSchema } from '@levita/contracts';
import type { HttpClient } from '../http-client';

export const healthQueryKey = ['health'] as const;

export function getHealth(client: HttpClient) {
  return client.get('/health', healthResponseSchema);
}
