import { errorMessageOf, isStaleVersion, useSong, useUpdateSong } from '@levita/api-client';
import type { Song, SongDetail } from '@levita/contracts';
import { useLeaveGuard } from '@levita/federation';
import {
  Button,
  Cluster,
  Notice,
  panelStyles,
  StaleVersionNotice,
  TextField,
  useVersionedEdit,
} from '@levita/ui';
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from '@levita/i18n';
import styled from 'styled-components';
import {
  BpmField,
  CategoryPicker,
  DurationField,
  hasSongFieldErrors,
  KeySelect,
  missingRequiredSongFields,
  type RequiredSongField,
  SongLinkFields,
  ChartField,
  chartInputError,
  songFieldErrors,
} from '../../../components/song-fields';
import { DiscardSongChangesDialog } from '../../../components/discard-song-changes';
import { editValuesOf, type SongEditValues, updateRequestOf } from '../utils/song-edit-values';

const Form = styled.form`
  ${panelStyles}
  h2 {
    margin: 0;
    font-size: ${({ theme }) => theme.font.title};
  }
  h2:focus {
    outline: none;
  }
`;

const Pair = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(min(200px, 100%), 1fr));
  gap: ${({ theme }) => theme.space(4)};
`;

const Actions = styled(Cluster)`
  ${({ theme }) => theme.media.phone} {
    > button {
      flex: 1 1 100%;
    }
  }
`;

interface SongEditFormProps {
  song: SongDetail;
  onSaved: (saved: Song) => void;
  onCancel: () => void;
}

/**
 * Name, artist, album, duration, key, BPM, categories and links of a song. Its state lives only while it is open: cancelling
 * unmounts it, so opening it again starts from the song as saved, not from the dropped edits.
 * A save refused because someone changed the song meanwhile keeps the edits on screen until
 * the person reloads the song into the form.
 */
export function SongEditForm({ song, onSaved, onCancel }: SongEditFormProps) {
  const { t, i18n } = useTranslation(['song-detail', 'repertoire']);
  const update = useUpdateSong();
  // Fetched only when a stale edit is reloaded: the page's own query shows the record.
  const current = useSong(song.id, { enabled: false });
  const [values, setValues] = useState<SongEditValues>(() => editValuesOf(song));
  // What the form was opened (or reloaded) with: anything else would be lost on leaving.
  const [baseline, setBaseline] = useState(values);
  // A BPM outside 1-300 shows at once; link errors wait for the first save attempt, then
  // follow the typing (a link being typed is not a full address yet, and saying so at every
  // key would only be noise).
  const [attempted, setAttempted] = useState(false);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const edit = useVersionedEdit({
    initial: song,
    fetchCurrent: async () => (await current.refetch({ throwOnError: true })).data,
    onReload: (fresh) => {
      setValues(editValuesOf(fresh));
      setBaseline(editValuesOf(fresh));
      setAttempted(false);
      update.reset();
    },
    focusAfterReload: headingRef,
  });
  const dirty = !update.isSuccess && JSON.stringify(values) !== JSON.stringify(baseline);
  const leaveGuard = useLeaveGuard(dirty);
  const baseId = useId();
  const errors = songFieldErrors({
    bpm: values.bpm,
    duracao: values.duracao,
    links: values.links,
  });
  const missing = missingRequiredSongFields(values);
  const invalid =
    hasSongFieldErrors(errors) || missing.length > 0 || chartInputError(values.cifra) !== null;
  const linkErrors = attempted ? errors.links : {};
  const requiredError = (field: RequiredSongField) =>
    attempted && missing.includes(field) ? t('edit.requiredField') : undefined;

  // The form replaces the details: move focus to it so keyboard and screen-reader users land
  // where the page changed.
  useEffect(() => headingRef.current?.focus(), []);

  const set = <K extends keyof SongEditValues>(name: K, value: SongEditValues[K]) =>
    setValues((current) => ({ ...current, [name]: value }));

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (edit.stale) return;
    setAttempted(true);
    if (invalid) {
      const [firstMissing] = missing;
      if (firstMissing) document.getElementById(`${baseId}-${firstMissing}`)?.focus();
      return;
    }
    update.mutate(
      { songId: song.id, changes: { ...updateRequestOf(values), versao: edit.versao } },
      {
        onSuccess: onSaved,
        onError: (error) => {
          if (isStaleVersion(error)) edit.markStale();
        },
      },
    );
  };

  // The question sits outside the form: its buttons must not submit it.
  return (
    <>
      <Form noValidate onSubmit={submit} aria-labelledby="song-edit-title">
        <h2 id="song-edit-title" ref={headingRef} tabIndex={-1}>
          {t('edit.title')}
        </h2>
        <Pair>
          <TextField
            id={`${baseId}-nome`}
            label={t('repertoire:song.fields.nome')}
            autoComplete="off"
            required
            value={values.nome}
            error={requiredError('nome')}
            onChange={(event) => set('nome', event.target.value)}
          />
          <TextField
            id={`${baseId}-artista`}
            label={t('repertoire:song.fields.artista')}
            autoComplete="off"
            required
            value={values.artista}
            error={requiredError('artista')}
            onChange={(event) => set('artista', event.target.value)}
          />
          <TextField
            label={t('repertoire:song.fields.album')}
            autoComplete="off"
            value={values.album}
            onChange={(event) => set('album', event.target.value)}
          />
        </Pair>
        <Pair>
          <DurationField
            value={values.duracao}
            onChange={(duracao) => set('duracao', duracao)}
            error={errors.duracao}
          />
          <KeySelect value={values.tom} onChange={(tom) => set('tom', tom)} />
          <BpmField value={values.bpm} onChange={(bpm) => set('bpm', bpm)} error={errors.bpm} />
        </Pair>
        <CategoryPicker
          value={values.categorias}
          onChange={(categorias) => set('categorias', categorias)}
        />
        <SongLinkFields
          values={values.links}
          onChange={(name, link) => set('links', { ...values.links, [name]: link })}
          errors={linkErrors}
        />
        <ChartField value={values.cifra} onChange={(cifra) => set('cifra', cifra)} />
        {attempted && invalid ? (
          <Notice $tone="danger" role="alert">
            {t(missing.length > 0 ? 'edit.requiredFields' : 'edit.fixErrors')}
          </Notice>
        ) : null}
        {edit.stale ? (
          <StaleVersionNotice message={t('staleVersion')} edit={edit} />
        ) : update.isError ? (
          <Notice $tone="danger" role="alert">
            {errorMessageOf(update.error, i18n.language)}
          </Notice>
        ) : null}
        <Actions $justify="end" $gap={2}>
          <Button
            variant="secondary"
            onClick={() => leaveGuard.confirmThen(onCancel)}
            disabled={update.isPending}
          >
            {t('edit.cancel')}
          </Button>
          <Button type="submit" loading={update.isPending} disabled={edit.stale}>
            {update.isPending ? t('edit.saving') : t('edit.save')}
          </Button>
        </Actions>
      </Form>
      <DiscardSongChangesDialog guard={leaveGuard} />
    </>
  );
}
