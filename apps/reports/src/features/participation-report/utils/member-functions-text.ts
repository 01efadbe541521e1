import { compareNames } from '@levita/contracts';

/**
 * The functions a member played in the period, most played first, then by name: "Violão (3),
 * Vocal (1)". `name` shows a stored name in the reader's language.
 */
export function memberFunctionsText(
  funcoes: Record<string, number>,
  name: (stored: string) => string,
  format: (name: string, count: number) => string,
): string[] {
  return Object.entries(funcoes)
    .map(([stored, count]) => ({ name: name(stored), count }))
    .sort((a, b) => b.count - a.count || compareNames(a.name, b.name))
    .map(({ name: shown, count }) => format(shown, count));
}
