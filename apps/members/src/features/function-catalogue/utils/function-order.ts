import { sortByName, type MinistryFunction } from '@levita/contracts';

/** The cards in the order a reader expects, by the names they show (translated or not). */
export function sortByShownName(
  functions: readonly MinistryFunction[],
  shownName: (nome: string) => string,
): MinistryFunction[] {
  return sortByName([...functions], (fn) => shownName(fn.nome));
}
