/** Instants are stored as ISO 8601 UTC text (see schema.ts). */
export const isoNow = (now = new Date()) => now.toISOString();
export const isoAfter = (ms: number, now = new Date()) =>
  new Date(now.getTime() + ms).toISOString();
