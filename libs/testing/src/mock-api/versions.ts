import { isStaleVersion, STALE_VERSION } from '@levita/contracts';
import { conflict } from './http';

/*
 * Optimistic concurrency as the API answers it: an edit carrying the version it was read at
 * changes nothing when the row has moved on since (409 stale_version), and every change the
 * database keeps raises the row's version, so the next stale edit is caught too.
 */

interface Versioned {
  versao: number;
}

/** Refuses an edit made from an older read; an edit without a version applies as is. */
export function requireVersion(row: Versioned, expected: number | undefined): void {
  if (isStaleVersion(row.versao, expected)) throw conflict(STALE_VERSION);
}

/** One more change kept: what the next edit must have read. */
export function raiseVersion(row: Versioned): void {
  row.versao += 1;
}

/** A row as created: the first version. */
export const FIRST_VERSION = 1;
