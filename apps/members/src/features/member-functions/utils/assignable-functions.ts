import type { MemberFunction, MinistryFunction } from '@levita/contracts';

/**
 * The ministry's functions the member does not hold yet, in the catalogue's order. On an
 * edit, the function being edited stays choosable (`keep`): it is the member's own.
 */
export function assignableFunctions(
  functions: readonly MinistryFunction[],
  assignments: readonly MemberFunction[],
  keep?: number,
): MinistryFunction[] {
  const held = new Set(assignments.map((assignment) => assignment.funcao_id));
  return functions.filter((fn) => fn.id === keep || !held.has(fn.id));
}

/** The member's other principal function, which marking this one as principal replaces. */
export function otherPrincipal(
  assignments: readonly MemberFunction[],
  editing?: MemberFunction,
): MemberFunction | undefined {
  return assignments.find((assignment) => assignment.principal && assignment.id !== editing?.id);
}
