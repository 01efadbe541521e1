import type { SongDetail as SongDetails } from '@levita/contracts';
import { Button, Cluster, Notice, Skeleton } from '@levita/ui';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { useTranslation } from '@levita/i18n';
import styled from 'styled-components';
import { useCanManageMinistry } from '@levita/federation';
import { SongFacts } from './song-facts';
import { SongHeader } from './song-header';
import { SongKeys } from './song-keys';
import { SAVED_BANNER_MS, useTimedNotice } from '../hooks/use-timed-notice';

// The edit form (with the chart editor) comes when an admin opens it, the chart reader
// (parser, transposer) only with a song that has a chart: neither weighs on a song's first visit.
const SongEditForm = lazy(() =>
  import('./song-edit-form').then((module) => ({ default: module.SongEditForm })),
);
const SongChart = lazy(() =>
  import('./song-chart').then((module) => ({ default: module.SongChart })),
);
// The delete question, with its dialog and call, comes with the first click on "Excluir".
const SongDeleteDialog = lazy(() =>
  import('./song-delete-dialog').then((module) => ({ default: module.SongDeleteDialog })),
);

const AdminActions = styled(Cluster)`
  ${({ theme }) => theme.media.phone} {
    width: 100%;
    > button {
      flex: 1 1 0;
    }
  }
`;

/**
 * Always in the page, so the banner put into it is announced (a live region created together
 * with its text may not be). Empty, it is taken out of the flow so it adds no gap.
 */
const StatusRegion = styled.div`
  &:empty {
    position: absolute;
  }
`;

/**
 * A loaded song: view, then edit, then saved (success banner for 3 s), or cancel back to the
 * view unchanged (part 2 §4). Edit and delete are offered to admin rights only (§6).
 */
export function SongDetail({ song }: { song: SongDetails }) {
  const { t } = useTranslation('song-detail');
  const canManage = useCanManageMinistry();
  const [editing, setEditing] = useState(false);
  const [deleting, setDeleting] = useState(false);
  // Once asked, the dialog stays mounted, so closing it hands focus back to the button.
  const [deleteAsked, setDeleteAsked] = useState(false);
  const saved = useTimedNotice(SAVED_BANNER_MS);
  const editButtonRef = useRef<HTMLButtonElement>(null);

  // Back from the form (saved or cancelled), focus returns to the button that opened it.
  const wasEditing = useRef(false);
  useEffect(() => {
    if (wasEditing.current && !editing) editButtonRef.current?.focus();
    wasEditing.current = editing;
  }, [editing]);
  const closeForm = () => setEditing(false);

  return (
    <>
      <SongHeader song={song} titleId="song-detail-title">
        {canManage && !editing ? (
          <AdminActions $gap={2}>
            <Button
              ref={editButtonRef}
              variant="secondary"
              size="small"
              onClick={() => {
                saved.hide();
                setEditing(true);
              }}
            >
              {t('actions.edit')}
            </Button>
            <Button
              variant="danger"
              size="small"
              onClick={() => {
                setDeleteAsked(true);
                setDeleting(true);
              }}
            >
              {t('actions.delete')}
            </Button>
          </AdminActions>
        ) : null}
      </SongHeader>
      <StatusRegion role="status">
        {saved.visible ? <Notice $tone="success">{t('edit.saved')}</Notice> : null}
      </StatusRegion>
      {editing ? (
        <Suspense fallback={<Skeleton height="480px" />}>
          <SongEditForm
            song={song}
            onCancel={closeForm}
            onSaved={() => {
              closeForm();
              saved.show();
            }}
          />
        </Suspense>
      ) : (
        <>
          <SongFacts song={song} />
          <SongKeys song={song} />
          {song.cifra ? (
            <Suspense fallback={<Skeleton height="240px" />}>
              <SongChart song={song} chordPro={song.cifra} />
            </Suspense>
          ) : null}
        </>
      )}
      {canManage && deleteAsked ? (
        <Suspense fallback={null}>
          <SongDeleteDialog song={song} open={deleting} onClose={() => setDeleting(false)} />
        </Suspense>
      ) : null}
    </>
  );
}
