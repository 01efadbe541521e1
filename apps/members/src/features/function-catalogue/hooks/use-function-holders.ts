import { useMembers } from '@levita/api-client';
import { useMemo } from 'react';

/**
 * The active members who hold a function, by name: who loses it if it is deleted. Undefined
 * while the list loads (or when it cannot be read: the warning then stands alone).
 */
export function useFunctionHolders(ministryId: number, functionId: number): string[] | undefined {
  const members = useMembers(ministryId, { status: 'ATIVO' });
  return useMemo(
    () =>
      members.data
        ?.filter((member) => member.funcoes.some((held) => held.funcao_id === functionId))
        .map((member) => member.usuario.nome),
    [members.data, functionId],
  );
}
