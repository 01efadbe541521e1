import { errorMessageOf, useDeleteSong } from '@levita/api-client';
import type { Song } from '@levita/contracts';
import { useRemoteProps } from '@levita/federation';
import { ConfirmDialog, Notice } from '@levita/ui';
import { useTranslation } from '@levita/i18n';
import { useNavigate } from 'react-router-dom';
import { paths } from '../../../config/paths';

interface SongDeleteDialogProps {
  song: Song;
  open: boolean;
  onClose: () => void;
}

/**
 * Asks before removing the song from the repertoire. Success goes back to the list with the
 * shell's toast (the page itself is gone); a failure stays in the dialog, which keeps the
 * song's name in view and lets the user try again or cancel.
 */
export function SongDeleteDialog({ song, open, onClose }: SongDeleteDialogProps) {
  const { t, i18n } = useTranslation('song-detail');
  const { notify } = useRemoteProps();
  const navigate = useNavigate();
  const remove = useDeleteSong(song.ministerio_id);

  const confirm = async () => {
    try {
      // Awaited rather than an onSuccess callback: the song's query is dropped on success and
      // the user must reach the list whatever this page does meanwhile.
      await remove.mutateAsync(song.id);
    } catch {
      return;
    }
    notify({ type: 'success', message: t('delete.deleted', { name: song.nome }) });
    navigate(paths.songs.getHref(), { replace: true });
  };

  const cancel = () => {
    remove.reset();
    onClose();
  };

  return (
    <ConfirmDialog
      open={open}
      title={t('delete.title')}
      message={
        <>
          <p>{t('delete.message', { name: song.nome })}</p>
          {remove.isError ? (
            <Notice $tone="danger" role="alert">
              {errorMessageOf(remove.error, i18n.language)}
            </Notice>
          ) : null}
        </>
      }
      confirmLabel={t('delete.confirm')}
      tone="danger"
      busy={remove.isPending}
      onCancel={cancel}
      onConfirm={() => void confirm()}
    />
  );
}
