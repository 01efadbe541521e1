import { isApiError, useCreateSong } from '@levita/api-client';
import type { MusicSearchResult } from '@levita/contracts';
import { Button, ConfirmDialog, Modal, Notice, TextField } from '@levita/ui';
import { type FormEvent, useEffect, useState } from 'react';
import { useTranslation } from '@levita/i18n';
import styled from 'styled-components';
import {
  BpmField,
  CategoryPicker,
  DurationField,
  hasSongFieldErrors,
  KeySelect,
  missingRequiredSongFields,
  type SongDraft,
  SongLinkFields,
  songFieldErrors,
} from '../../../components/song-fields';
import { hasUnsavedEdits, importDraftOf, importRequestOf } from '../utils/import-form-values';

/** Part 2 §4/§9: after a successful import the modal closes by itself after 2 s. */
export const IMPORT_AUTO_CLOSE_MS = 2000;

const Form = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(4)};
  min-width: 0;
`;

/** Two columns where there is room, one on a phone. */
const Row = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(min(220px, 100%), 1fr));
  gap: ${({ theme }) => theme.space(3)};
`;

/** Disables every field at once (the shared song fields take no disabled prop). */
const Fields = styled.fieldset`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(4)};
  min-width: 0;
  margin: 0;
  padding: 0;
  border: 0;
`;

const Source = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.font.small};
  overflow-wrap: anywhere;
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space(2)};
`;

export interface ImportSongModalProps {
  result: MusicSearchResult;
  ministryId: number;
  onClose: () => void;
  /** The song is now in the repertoire: the page marks its card at once. */
  onImported: (idExterno: string) => void;
  /** Whether there are edits that leaving the page would lose (no success yet). */
  onDirtyChange: (dirty: boolean) => void;
}

/** The "edit before import" modal (part 2 §2/§4): Deezer's data, editable, then POST /musicas. */
export function ImportSongModal({
  result,
  ministryId,
  onClose,
  onImported,
  onDirtyChange,
}: ImportSongModalProps) {
  const { t } = useTranslation(['song-import', 'repertoire']);
  const [initial] = useState(() => importDraftOf(result));
  const [values, setValues] = useState(initial);
  const [attempted, setAttempted] = useState(false);
  const [confirmingDiscard, setConfirmingDiscard] = useState(false);
  const importSong = useCreateSong();
  const succeeded = importSong.isSuccess;
  const dirty = hasUnsavedEdits(values, initial) && !succeeded;

  const fieldErrors = songFieldErrors({
    bpm: values.bpm,
    duracao: values.duracao,
    links: values.links,
  });
  const missing = missingRequiredSongFields(values);
  const showMissing = attempted && missing.length > 0;

  useEffect(() => onDirtyChange(dirty), [dirty, onDirtyChange]);

  useEffect(() => {
    if (!succeeded) return;
    const timer = setTimeout(onClose, IMPORT_AUTO_CLOSE_MS);
    return () => clearTimeout(timer);
  }, [succeeded, onClose]);

  const set = <K extends keyof SongDraft>(name: K, value: SongDraft[K]) =>
    setValues((current) => ({ ...current, [name]: value }));

  const requestClose = () => {
    if (importSong.isPending) return;
    if (dirty) setConfirmingDiscard(true);
    else onClose();
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (importSong.isPending || succeeded) return;
    setAttempted(true);
    if (missing.length > 0 || hasSongFieldErrors(fieldErrors)) return;
    importSong.mutate(importRequestOf(values, result, ministryId), {
      onSuccess: () => onImported(result.id_externo),
    });
  };

  const locked = importSong.isPending || succeeded;
  const required = t('song-import:messages.required');

  return (
    <>
      <Modal
        open
        size="large"
        title={t('song-import:modal.title')}
        onClose={requestClose}
        dismissible={!importSong.isPending}
      >
        <Form onSubmit={submit} noValidate aria-busy={importSong.isPending || undefined}>
          <Source>
            {t('song-import:modal.source', { nome: result.nome, artista: result.artista })}
          </Source>
          {showMissing ? (
            <Notice $tone="danger" role="alert">
              <p>{t('song-import:messages.requiredFields')}</p>
            </Notice>
          ) : null}
          <Fields disabled={locked}>
            <Row>
              <TextField
                label={t('repertoire:song.fields.nome')}
                required
                value={values.nome}
                error={attempted && missing.includes('nome') ? required : undefined}
                onChange={(event) => set('nome', event.target.value)}
              />
              <TextField
                label={t('repertoire:song.fields.artista')}
                required
                value={values.artista}
                error={attempted && missing.includes('artista') ? required : undefined}
                onChange={(event) => set('artista', event.target.value)}
              />
            </Row>
            <Row>
              <TextField
                label={t('repertoire:song.fields.album')}
                value={values.album}
                onChange={(event) => set('album', event.target.value)}
              />
              <DurationField
                value={values.duracao}
                error={fieldErrors.duracao}
                onChange={(value) => set('duracao', value)}
              />
            </Row>
            <Row>
              <KeySelect value={values.tom} onChange={(value) => set('tom', value)} />
              <BpmField
                value={values.bpm}
                error={fieldErrors.bpm}
                onChange={(value) => set('bpm', value)}
              />
            </Row>
            <CategoryPicker
              value={values.categorias}
              onChange={(value) => set('categorias', value)}
            />
            <SongLinkFields
              values={values.links}
              errors={fieldErrors.links}
              onChange={(name, value) => set('links', { ...values.links, [name]: value })}
            />
          </Fields>
          {importSong.isError ? (
            <Notice $tone="danger" role="alert">
              <p>{t('song-import:messages.importError')}</p>
              <p>
                {isApiError(importSong.error)
                  ? importSong.error.displayMessage
                  : t('song-import:messages.errorImporting')}
              </p>
            </Notice>
          ) : null}
          {succeeded ? (
            <Notice $tone="success" role="status">
              <p>{t('song-import:messages.imported')}</p>
            </Notice>
          ) : null}
          <Actions>
            <Button variant="secondary" disabled={importSong.isPending} onClick={requestClose}>
              {t('song-import:modal.cancel')}
            </Button>
            <Button type="submit" loading={importSong.isPending} disabled={succeeded}>
              {t('song-import:modal.import')}
            </Button>
          </Actions>
        </Form>
      </Modal>
      <ConfirmDialog
        open={confirmingDiscard}
        title={t('song-import:discard.title')}
        message={t('song-import:discard.message')}
        confirmLabel={t('song-import:discard.confirm')}
        cancelLabel={t('song-import:discard.cancel')}
        tone="danger"
        onCancel={() => setConfirmingDiscard(false)}
        onConfirm={() => {
          setConfirmingDiscard(false);
          onClose();
        }}
      />
    </>
  );
}
