import { refusalReasonOf, useDeleteSong } from '@levita/api-client';
import type { Song } from '@levita/contracts';
import { useRemoteProps } from '@levita/federation';
import { DeleteConfirmDialog } from '@levita/ui';
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
  const { t } = useTranslation('song-detail');
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

  // The dialog stays mounted while closed: opening it again starts without the old failure.
  const cancel = () => {
    remove.reset();
    onClose();
  };

  return (
    <DeleteConfirmDialog
      open={open}
      title={t('delete.title')}
      confirmLabel={t('delete.confirm')}
      pending={remove.isPending}
      failed={remove.isError}
      failedMessage={t('delete.failed')}
      refusal={refusalReasonOf(remove.error)}
      onCancel={cancel}
      onConfirm={() => void confirm()}
    >
      <p>{t('delete.message', { name: song.nome })}</p>
    </DeleteConfirmDialog>
  );
}
