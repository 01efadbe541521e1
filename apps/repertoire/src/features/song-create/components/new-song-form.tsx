import { errorMessageOf, useCreateSong } from '@levita/api-client';
import { useLeaveGuard } from '@levita/federation';
import { Button, Cluster, ConfirmDialog, Grid, Notice, Stack, TextField } from '@levita/ui';
import type { Song } from '@levita/contracts';
import { type FormEvent, useId, useRef, useState } from 'react';
import { useTranslation } from '@levita/i18n';
import { useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { paths } from '../../../config/paths';
import {
  BpmField,
  CategoryPicker,
  ChartField,
  chartInputError,
  createSongRequestOf,
  DurationField,
  emptySongDraft,
  hasSongFieldErrors,
  KeySelect,
  missingRequiredSongFields,
  type RequiredSongField,
  type SongDraft,
  SongLinkFields,
  songFieldErrors,
} from '../../../components/song-fields';
import { DiscardSongChangesDialog } from '../../../components/discard-song-changes';
import { useRedirectAfterSuccess } from '../hooks/use-redirect-after-success';
import { useSameSongLookup } from '../hooks/use-same-song-lookup';

const Section = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(4)};
  min-width: 0;
  padding: ${({ theme }) => theme.space(5)};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.colors.surface};
  h2 {
    margin: 0;
    font-size: 1.125rem;
  }
  ${({ theme }) => theme.media.phone} {
    padding: ${({ theme }) => theme.space(4)};
  }
`;

const Actions = styled(Cluster)`
  justify-content: flex-end;
  ${({ theme }) => theme.media.phone} {
    > button {
      flex: 1 1 100%;
    }
  }
`;

interface NewSongFormProps {
  ministryId: number;
}

/** The manual song form (part 2 §2, §5): basic info and links, saved with POST /musicas. */
export function NewSongForm({ ministryId }: NewSongFormProps) {
  const { t, i18n } = useTranslation(['song-create', 'repertoire']);
  const navigate = useNavigate();
  const create = useCreateSong();
  const [values, setValues] = useState<SongDraft>(emptySongDraft);
  // Required fields are only flagged once a save was tried, not while the form is still blank.
  const [attempted, setAttempted] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);
  const baseId = useId();
  const fieldId = (field: RequiredSongField) => `${baseId}-${field}`;
  const listHref = paths.songs.getHref();
  useRedirectAfterSuccess(create.isSuccess, listHref);
  const dirty = !create.isSuccess && JSON.stringify(values) !== JSON.stringify(emptySongDraft);
  const leaveGuard = useLeaveGuard(dirty);
  const findSameSong = useSameSongLookup(ministryId);
  // The song already in the repertoire this one repeats: asked about before a second copy.
  const [sameSong, setSameSong] = useState<Song | null>(null);
  const [checking, setChecking] = useState(false);
  const save = () => create.mutate(createSongRequestOf(values, ministryId));

  const set =
    <Field extends keyof SongDraft>(field: Field) =>
    (value: SongDraft[Field]) =>
      setValues((current) => ({ ...current, [field]: value }));

  const missing = attempted ? missingRequiredSongFields(values) : [];
  const requiredError = (field: RequiredSongField) =>
    missing.includes(field) ? t('requiredField') : undefined;
  // Shown as they are typed, like the song fields elsewhere.
  const fieldErrors = songFieldErrors({
    bpm: values.bpm,
    duracao: values.duracao,
    capa: values.capa,
    links: values.links,
  });
  const invalid = hasSongFieldErrors(fieldErrors) || chartInputError(values.cifra) !== null;
  const problem =
    missing.length > 0 ? 'song_form.required_fields' : attempted && invalid ? 'fixFields' : null;

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (create.isPending || create.isSuccess || checking) return;
    setAttempted(true);
    const firstMissing = missingRequiredSongFields(values)[0];
    if (firstMissing || invalid) {
      // A failure from an earlier try no longer describes the form.
      create.reset();
      const target = firstMissing
        ? document.getElementById(fieldId(firstMissing))
        : formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]');
      target?.focus();
      return;
    }
    setChecking(true);
    const existing = await findSameSong(values);
    setChecking(false);
    if (existing) setSameSong(existing);
    else save();
  };

  // The question sits outside the form: its buttons must not submit it.
  return (
    <>
      <form ref={formRef} noValidate onSubmit={(event) => void submit(event)}>
        <Stack $gap={5}>
          <Section aria-labelledby={`${baseId}-basic`}>
            <h2 id={`${baseId}-basic`}>{t('sections.basic')}</h2>
            <Grid $min="240px">
              <TextField
                id={fieldId('nome')}
                label={t('repertoire:song.fields.nome')}
                name="nome"
                autoComplete="off"
                required
                value={values.nome}
                error={requiredError('nome')}
                onChange={(event) => set('nome')(event.target.value)}
              />
              <TextField
                id={fieldId('artista')}
                label={t('repertoire:song.fields.artista')}
                name="artista"
                autoComplete="off"
                required
                value={values.artista}
                error={requiredError('artista')}
                onChange={(event) => set('artista')(event.target.value)}
              />
              <TextField
                label={t('repertoire:song.fields.album')}
                name="album"
                autoComplete="off"
                value={values.album}
                onChange={(event) => set('album')(event.target.value)}
              />
            </Grid>
            <Grid $min="180px">
              <DurationField
                value={values.duracao}
                onChange={set('duracao')}
                error={fieldErrors.duracao}
              />
              <KeySelect value={values.tom} onChange={set('tom')} />
              <BpmField value={values.bpm} onChange={set('bpm')} error={fieldErrors.bpm} />
            </Grid>
            <CategoryPicker value={values.categorias} onChange={set('categorias')} />
            <TextField
              label={t('repertoire:song.fields.capa')}
              hint={t('coverHint')}
              name="capa_url"
              type="url"
              inputMode="url"
              autoComplete="off"
              placeholder="https://"
              value={values.capa}
              error={fieldErrors.capa ? t(`repertoire:${fieldErrors.capa}`) : undefined}
              onChange={(event) => set('capa')(event.target.value)}
            />
          </Section>
          <Section aria-labelledby={`${baseId}-links`}>
            <h2 id={`${baseId}-links`}>{t('sections.links')}</h2>
            <SongLinkFields
              legend={t('linksLegend')}
              values={values.links}
              errors={fieldErrors.links}
              onChange={(name, value) =>
                setValues((current) => ({ ...current, links: { ...current.links, [name]: value } }))
              }
            />
          </Section>
          <Section aria-labelledby={`${baseId}-chart`}>
            <ChartField value={values.cifra} onChange={set('cifra')} legendId={`${baseId}-chart`} />
          </Section>
          {problem ? (
            <Notice $tone="danger" role="alert">
              {t(problem)}
            </Notice>
          ) : null}
          {create.isError ? (
            <Notice $tone="danger" role="alert">
              <p>
                <strong>{t('song_form.error_saving')}</strong>
              </p>
              <p>{errorMessageOf(create.error, i18n.language)}</p>
            </Notice>
          ) : null}
          <div role="status">
            {create.isSuccess ? <Notice $tone="success">{t('saved')}</Notice> : null}
          </div>
          <Actions>
            <Button
              variant="secondary"
              onClick={() => leaveGuard.confirmThen(() => void navigate(listHref))}
            >
              {t('actions.cancel')}
            </Button>
            <Button
              type="submit"
              loading={create.isPending || checking}
              disabled={create.isSuccess}
            >
              {t('actions.save')}
            </Button>
          </Actions>
        </Stack>
      </form>
      <DiscardSongChangesDialog guard={leaveGuard} />
      <ConfirmDialog
        open={sameSong !== null}
        title={t('duplicate.title')}
        message={t('duplicate.message', { nome: sameSong?.nome, artista: sameSong?.artista })}
        confirmLabel={t('duplicate.confirm')}
        cancelLabel={t('duplicate.cancel')}
        onCancel={() => setSameSong(null)}
        onConfirm={() => {
          setSameSong(null);
          save();
        }}
      />
    </>
  );
}
