import { errorMessageOf, isApiError } from '@levita/api-client';
import type { MinistryMember } from '@levita/contracts';
import { useRemoteProps } from '@levita/federation';
import { useFormatters, useTranslation } from '@levita/i18n';
import { ConfirmDialog, Notice } from '@levita/ui';
import { useState } from 'react';
import { useMemberAction } from '../hooks/use-member-action';
import { destructiveActions, guardMessageKeys, type MemberAction } from '../utils/member-actions';

export interface PendingMemberAction {
  action: MemberAction;
  member: MinistryMember;
}

export interface MemberActionDialogProps extends PendingMemberAction {
  ministryId: number;
  onClose: () => void;
  /** Done: the lists already hold the member's new standing (the hooks refreshed them). */
  onDone: (done: PendingMemberAction) => void;
  /** Refused: the lists may be stale (someone else acted meanwhile). */
  onFailed: () => void;
}

/**
 * Asks before changing someone's standing, naming them and saying what happens. While the
 * call runs nothing can be clicked; success tells the shell (a toast) and closes; a failure
 * stays in the dialog, and nothing changes. Mounted only while open, so each opening starts
 * without the last one's error.
 */
export function MemberActionDialog({
  ministryId,
  action,
  member,
  onClose,
  onDone,
  onFailed,
}: MemberActionDialogProps) {
  const { t } = useTranslation('member-list');
  const { locale } = useFormatters();
  const { notify } = useRemoteProps();
  const run = useMemberAction(ministryId);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<unknown>(null);
  const name = member.usuario.nome;

  const confirm = async () => {
    setBusy(true);
    setError(null);
    try {
      await run(action, member.id);
    } catch (failure) {
      setBusy(false);
      setError(failure);
      onFailed();
      return;
    }
    notify({ type: 'success', message: t(`actions.${action}.done`, { name }) });
    onDone({ action, member });
  };

  // A 403 means the caller's rights changed since the page loaded: the guard message of
  // part 1 §6 says who may do this, which the API's generic refusal does not.
  const message =
    error === null
      ? null
      : isApiError(error) && error.status === 403
        ? t(guardMessageKeys[action])
        : errorMessageOf(error, locale);

  return (
    <ConfirmDialog
      open
      title={t(`actions.${action}.title`)}
      message={
        <>
          <p>{t(`actions.${action}.message`, { name })}</p>
          {message ? (
            <Notice $tone="danger" role="alert">
              <p>{message}</p>
            </Notice>
          ) : null}
        </>
      }
      confirmLabel={t(`actions.${action}.confirm`)}
      tone={destructiveActions.has(action) ? 'danger' : 'primary'}
      busy={busy}
      onCancel={onClose}
      onConfirm={() => void confirm()}
    />
  );
}
