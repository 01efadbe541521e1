import { refusalReasonOf, useDeleteFunction } from '@levita/api-client';
import type { MinistryFunction } from '@levita/contracts';
import { useRemoteProps } from '@levita/federation';
import { useFormatters, useTranslation } from '@levita/i18n';
import { DeleteConfirmDialog } from '@levita/ui';
import { useFunctionHolders } from '../hooks/use-function-holders';

export interface FunctionDeleteDialogProps {
  ministryId: number;
  fn: MinistryFunction;
  /** The name as shown (a default function's in the chosen language). */
  name: string;
  onClose: () => void;
  onDeleted: () => void;
}

/**
 * Asks before deleting a function, warning that the members who hold it lose it (their
 * assignments go with it, docs/ministries.md) while past schedules keep its name, and naming
 * who holds it today. Success tells the shell; a failure stays in the dialog, with the server's
 * reason when it refused.
 */
export function FunctionDeleteDialog({
  ministryId,
  fn,
  name,
  onClose,
  onDeleted,
}: FunctionDeleteDialogProps) {
  const { t } = useTranslation('function-catalogue');
  const { locale } = useFormatters();
  const { notify } = useRemoteProps();
  const remove = useDeleteFunction(ministryId);
  const holders = useFunctionHolders(ministryId, fn.id);

  const confirm = async () => {
    try {
      await remove.mutateAsync(fn.id);
    } catch {
      return;
    }
    notify({ type: 'success', message: t('delete.deleted', { name }) });
    onDeleted();
  };

  return (
    <DeleteConfirmDialog
      open
      title={t('delete.title')}
      confirmLabel={t('delete.confirm')}
      pending={remove.isPending}
      failed={remove.isError}
      failedMessage={t('delete.failed')}
      refusal={refusalReasonOf(remove.error)}
      onCancel={onClose}
      onConfirm={() => void confirm()}
    >
      <p>{t('delete.message', { name })}</p>
      <p>{t('delete.warning')}</p>
      {holders && holders.length > 0 ? (
        <p>
          {t('delete.holders', {
            count: holders.length,
            names: new Intl.ListFormat(locale, { type: 'conjunction' }).format(holders),
          })}
        </p>
      ) : null}
    </DeleteConfirmDialog>
  );
}
