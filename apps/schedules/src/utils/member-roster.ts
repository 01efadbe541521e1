import type { MinistryMember, ScheduledMember } from '@levita/contracts';

/** A function a member holds in the ministry, as the member picker shows it. */
export interface RosterFunction {
  funcao_id: number;
  nome: string;
  icone: string;
  principal: boolean;
}

/** A member's functions, the principal one first (it is what they usually play). */
export function functionsOf(member: MinistryMember): RosterFunction[] {
  return member.funcoes
    .map((assigned) => ({
      funcao_id: assigned.funcao_id,
      nome: assigned.funcao.nome,
      icone: assigned.funcao.icone,
      principal: assigned.principal,
    }))
    .sort((a, b) => Number(b.principal) - Number(a.principal));
}

export type FunctionLookup = (
  membroId: number,
  funcaoId: number,
) => { nome: string; icone: string } | undefined;

/**
 * The name and icon of a function a member plays: from the active members, else from the
 * schedule being edited (someone deactivated since, or a function unassigned since, keeps
 * the name the schedule gives it).
 */
export function functionLookup(
  members: readonly MinistryMember[] | undefined,
  scheduled: readonly ScheduledMember[] = [],
): FunctionLookup {
  const known = new Map<string, { nome: string; icone: string }>();
  for (const member of scheduled)
    for (const fn of member.funcoes)
      if (fn.id !== null) known.set(`${member.membro_id}:${fn.id}`, fn);
  for (const member of members ?? [])
    for (const assigned of member.funcoes)
      known.set(`${member.id}:${assigned.funcao_id}`, assigned.funcao);
  return (membroId, funcaoId) => {
    const fn = known.get(`${membroId}:${funcaoId}`);
    return fn ? { nome: fn.nome, icone: fn.icone } : undefined;
  };
}
