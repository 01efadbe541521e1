import { createHash } from 'node:crypto';

/**
 * How a secret token (a reset link's, a sign-in flow's state) is stored: its SHA-256, so a
 * leaked database hands out nothing that works.
 */
export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');
