import { errorMessageOf, useMembers, useTransferOwnership } from '@levita/api-client';
import { mayReceiveOwnership, type Ministry } from '@levita/contracts';
import { useTranslation } from '@levita/i18n';
import { Button, ConfirmDialog, Notice, QueryView, Select, Stack, useToast } from '@levita/ui';
import { useId, useState } from 'react';
import { SettingsSection } from './settings-section';

/**
 * Handing the ministry to an active administrator (docs/ministries.md): the owner does it to
 * leave, or before deleting their account. Rendered for the owner only; once it is done the
 * ministry's queries are read again and the page shows the caller as an admin.
 */
export function MinistryOwnershipSection({ ministry }: { ministry: Ministry }) {
  const { t, i18n } = useTranslation('ministry-settings');
  const titleId = useId();
  const toast = useToast();
  const members = useMembers(ministry.id, { status: 'ATIVO' });
  const transfer = useTransferOwnership();
  const [chosen, setChosen] = useState('');
  const [confirming, setConfirming] = useState(false);

  const confirmTransfer = async () => {
    try {
      const answer = await transfer.mutateAsync({
        ministryId: ministry.id,
        body: { membro_id: Number(chosen) },
      });
      toast.success(answer.message);
    } catch {
      // Shown below from the mutation's error.
    } finally {
      setConfirming(false);
    }
  };

  return (
    <SettingsSection aria-labelledby={titleId}>
      <Stack $gap={3} $align="start">
        <h2 id={titleId}>{t('ownership.title')}</h2>
        <p>{t('ownership.description')}</p>
        <QueryView
          query={members}
          errorTitle={t('ownership.loadError')}
          describeError={(error) => errorMessageOf(error, i18n.language)}
          loadingLabel={t('ownership.loading')}
        >
          {(list) => {
            const admins = list.filter(
              (member) => !member.proprietario && mayReceiveOwnership(member),
            );
            if (!admins.length) return <p>{t('ownership.noAdmins')}</p>;
            const target = admins.find((member) => String(member.id) === chosen);
            return (
              <>
                <Select
                  label={t('ownership.target')}
                  value={chosen}
                  onChange={(event) => setChosen(event.target.value)}
                >
                  <option value="">{t('ownership.choose')}</option>
                  {admins.map((member) => (
                    <option key={member.id} value={member.id}>
                      {member.usuario.nome}
                    </option>
                  ))}
                </Select>
                <Button
                  disabled={!target}
                  onClick={() => {
                    transfer.reset();
                    setConfirming(true);
                  }}
                >
                  {t('ownership.transfer')}
                </Button>
                <ConfirmDialog
                  open={confirming && target !== undefined}
                  title={t('ownership.confirmTitle', { name: target?.usuario.nome ?? '' })}
                  message={t('ownership.confirmMessage', { name: target?.usuario.nome ?? '' })}
                  confirmLabel={t('ownership.transfer')}
                  tone="danger"
                  busy={transfer.isPending}
                  onCancel={() => setConfirming(false)}
                  onConfirm={() => void confirmTransfer()}
                />
              </>
            );
          }}
        </QueryView>
        {transfer.isError ? (
          <Notice $tone="danger" role="alert">
            {errorMessageOf(transfer.error, i18n.language)}
          </Notice>
        ) : null}
      </Stack>
    </SettingsSection>
  );
}
