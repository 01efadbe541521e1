import { useMembers } from '@levita/api-client';
import { useRemoteProps } from '@levita/federation';

/**
 * The ministry's active members, and among them the caller's own membership: the one whose
 * `usuario_id` is the signed-in user's. Every active standing may list the active members
 * (docs/ministries.md) and a user holds one membership per ministry, so this is reliable for
 * whoever can open the page; no other call says which member row is the caller's. The admin
 * grid shows the same list.
 */
export function useViewer(ministryId: number) {
  const { user } = useRemoteProps();
  const members = useMembers(ministryId, { status: 'ATIVO' });
  const me = user ? members.data?.find((member) => member.usuario_id === user.id) : undefined;
  return { members, me };
}
