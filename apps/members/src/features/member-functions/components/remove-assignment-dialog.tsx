import { useRemoveMemberFunction } from '@levita/api-client';
import type { MemberFunction, MinistryMember } from '@levita/contracts';
import { useRemoteProps } from '@levita/federation';
import { ConfirmDialog, Notice, useFunctionDisplayName } from '@levita/ui';
import { useTranslation } from '@levita/i18n';
import { serverReason } from '../utils/server-reason';

export interface RemoveAssignmentDialogProps {
  ministryId: number;
  member: MinistryMember;
  assignment: MemberFunction;
  onClose: () => void;
  /** The assignment is gone (the list already refreshed by the api-client hook). */
  onRemoved: () => void;
}

/**
 * Asks before taking a function from a member. While the call runs nothing can be clicked;
 * success tells the shell and closes; a failure stays in the dialog with part 2 §8's message
 * and the server's reason when it gave one. Mounted only while open.
 */
export function RemoveAssignmentDialog({
  ministryId,
  member,
  assignment,
  onClose,
  onRemoved,
}: RemoveAssignmentDialogProps) {
  const { t, i18n } = useTranslation('member-functions');
  const { notify } = useRemoteProps();
  const remove = useRemoveMemberFunction(ministryId);
  const displayName = useFunctionDisplayName();
  const naming = { function: displayName(assignment.funcao.nome), member: member.usuario.nome };

  const confirm = async () => {
    try {
      // Awaited: the hook refreshes the list first, so the dialog closes on the new list.
      await remove.mutateAsync({ assignmentId: assignment.id, memberId: member.id });
    } catch {
      return;
    }
    notify({ type: 'success', message: t('toast.removed', naming) });
    onRemoved();
  };

  const reason = remove.isError ? serverReason(remove.error, i18n.language) : null;

  return (
    <ConfirmDialog
      open
      title={t('remove.title')}
      message={
        <>
          <p>{t('remove.message', naming)}</p>
          {remove.isError ? (
            <Notice $tone="danger" role="alert">
              <p>{t('remove.failed')}</p>
              {reason ? <p>{reason}</p> : null}
            </Notice>
          ) : null}
        </>
      }
      confirmLabel={t('remove.confirm')}
      tone="danger"
      busy={remove.isPending}
      onCancel={onClose}
      onConfirm={() => void confirm()}
    />
  );
}
