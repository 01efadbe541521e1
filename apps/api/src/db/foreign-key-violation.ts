/** True when a write failed on a FOREIGN KEY constraint, in SQLite or PostgreSQL terms. */
export function isForeignKeyViolation(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return code === 'SQLITE_CONSTRAINT_FOREIGNKEY' || code === '23503';
}
