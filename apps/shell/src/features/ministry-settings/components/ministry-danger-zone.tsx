import { errorMessageOf, useDeleteMinistry } from '@levita/api-client';
import { isOwner, type Ministry } from '@levita/contracts';
import { Button, ConfirmDialog, Notice, Stack, useToast } from '@levita/ui';
import { useId, useState } from 'react';
import { useTranslation } from '@levita/i18n';
import { useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { paths } from '../../../config/paths';

const Zone = styled.section`
  padding: ${({ theme }) => theme.space(4)};
  border: 1px solid ${({ theme }) => theme.colors.danger};
  border-radius: ${({ theme }) => theme.radius.md};
  h2 {
    margin: 0;
    font-size: ${({ theme }) => theme.font.body};
    color: ${({ theme }) => theme.colors.danger};
  }
  p {
    margin: 0;
  }
  ${({ theme }) => theme.media.phone} {
    button {
      width: 100%;
    }
  }
`;

const Note = styled.p`
  font-size: ${({ theme }) => theme.font.small};
  color: ${({ theme }) => theme.colors.textMuted};
`;

/**
 * Deleting the ministry. The API lets only the owner delete (docs/ministries.md); an admin
 * sees the zone with the button disabled and a note saying why, rather than a missing feature.
 */
export function MinistryDangerZone({ ministry }: { ministry: Ministry }) {
  const { t, i18n } = useTranslation('ministry-settings');
  const navigate = useNavigate();
  const toast = useToast();
  const remove = useDeleteMinistry();
  const [confirming, setConfirming] = useState(false);
  const titleId = useId();
  const noteId = useId();
  const owner = isOwner(ministry.situacao_usuario);

  const confirmDelete = async () => {
    try {
      // Awaited rather than an onSuccess callback: the page may unmount when the ministry's
      // queries go away, and the user must still reach the dashboard.
      await remove.mutateAsync(ministry.id);
    } catch {
      setConfirming(false);
      return;
    }
    toast.success(t('danger.deleted', { name: ministry.nome }));
    navigate(paths.dashboard.getHref(), { replace: true });
  };

  return (
    <Zone aria-labelledby={titleId}>
      <Stack $gap={3} $align="start">
        <h2 id={titleId}>{t('danger.title')}</h2>
        <p>{t('danger.description')}</p>
        {remove.isError ? (
          <Notice $tone="danger" role="alert">
            <p>{t('danger.deleteError')}</p>
            <p>{errorMessageOf(remove.error, i18n.language)}</p>
          </Notice>
        ) : null}
        <Button
          variant="danger"
          disabled={!owner}
          aria-describedby={owner ? undefined : noteId}
          onClick={() => {
            remove.reset();
            setConfirming(true);
          }}
        >
          {t('danger.delete')}
        </Button>
        {owner ? null : <Note id={noteId}>{t('danger.ownerOnly')}</Note>}
      </Stack>
      <ConfirmDialog
        open={confirming}
        title={t('danger.confirmTitle', { name: ministry.nome })}
        message={t('danger.confirmMessage')}
        confirmLabel={t('danger.delete')}
        tone="danger"
        requireTypedWord
        busy={remove.isPending}
        onCancel={() => setConfirming(false)}
        onConfirm={() => void confirmDelete()}
      />
    </Zone>
  );
}
