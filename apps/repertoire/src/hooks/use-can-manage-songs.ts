import { mayManage } from '@levita/contracts';
import { useRemoteProps } from '@levita/federation';

/**
 * Admin rights in the ministry (ADMIN or PROPRIETARIO, part 2 §6): adding, importing, editing
 * and deleting songs. Only decides what is offered; the API refuses the rest.
 */
export function useCanManageSongs(): boolean {
  const standing = useRemoteProps().ministry?.situacao;
  return mayManage(standing);
}
