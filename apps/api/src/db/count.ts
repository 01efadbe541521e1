/** What count() and sum() come back as: text (bigint) from PostgreSQL, a number from SQLite. */
export type Count = number | string;

/** A count as a number; no row, or sum() over none, is 0. */
export const toCount = (value: Count | null | undefined) => Number(value ?? 0);
