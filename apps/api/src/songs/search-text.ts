/**
 * Text as search compares it: lower case, accents removed, spaces collapsed, so a musician
 * typing "adoracao" on a phone finds "Adoração" on SQLite and PostgreSQL alike.
 */
export function searchText(value: string): string {
  return value.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().replace(/\s+/g, ' ').trim();
}

/** A LIKE pattern matching `text` literally: % and _ typed by a person are not wildcards. */
export const escapeLike = (text: string) => text.replace(/[\\%_]/g, (char) => `\\${char}`);
