import { errorMessageOf, isStaleVersion, useMinistry, useUpdateMinistry } from '@levita/api-client';
import { LOGO_MAX_BYTES, type Ministry } from '@levita/contracts';
import {
  Button,
  Cluster,
  FileDrop,
  Notice,
  Select,
  Stack,
  StaleVersionNotice,
  Switch,
  TextField,
  useVersionedEdit,
} from '@levita/ui';
import { type FormEvent, useId, useRef, useState } from 'react';
import { UnsavedChangesGuard } from '../../../components/leave/unsaved-changes-guard';
import { useTranslation } from '@levita/i18n';
import styled from 'styled-components';

/** The formats the API recognises (docs/ministries.md, Logos). */
export const LOGO_ACCEPT = 'image/jpeg,image/png,image/gif';

const LogoPreview = styled.figure`
  margin: 0;
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(1)};
  figcaption {
    font-weight: 600;
  }
  img {
    width: 96px;
    height: 96px;
    object-fit: cover;
    border-radius: ${({ theme }) => theme.radius.md};
    border: 1px solid ${({ theme }) => theme.colors.border};
  }
  p {
    margin: 0;
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

const Actions = styled(Cluster)`
  ${({ theme }) => theme.media.phone} {
    > button {
      flex: 1 1 100%;
    }
  }
`;

/** Lead times a leader picks from (hours before the schedule); 0 sends no reminder. */
const REMINDER_CHOICES = [0, 2, 6, 12, 24, 48, 72, 168];

/**
 * Name, logo, the accepting-members switch and the reminder lead time; saves JSON, or
 * multipart with a new logo, with the version the settings were read at. A save refused
 * because someone changed them meanwhile keeps the form as typed until the person reloads
 * the settings into it.
 */
export function MinistrySettingsForm({ ministry }: { ministry: Ministry }) {
  const { t, i18n } = useTranslation('ministry-settings');
  const update = useUpdateMinistry();
  // Fetched only when a stale edit is reloaded: the page's own query shows the record.
  const current = useMinistry(ministry.id, { enabled: false });
  const [nome, setNome] = useState(ministry.nome);
  const [accepting, setAccepting] = useState(ministry.aceitando_membros);
  const [reminderHours, setReminderHours] = useState(ministry.lembrete_horas);
  const [logo, setLogo] = useState<File | null>(null);
  // What was last loaded or saved: the form is dirty while it shows something else.
  const [baseline, setBaseline] = useState(ministry);
  const [nameMissing, setNameMissing] = useState(false);
  const nameId = useId();
  const nameRef = useRef<HTMLInputElement>(null);
  const edit = useVersionedEdit({
    initial: ministry,
    fetchCurrent: async () => (await current.refetch({ throwOnError: true })).data,
    onReload: (fresh) => {
      setNome(fresh.nome);
      setAccepting(fresh.aceitando_membros);
      setReminderHours(fresh.lembrete_horas);
      setLogo(null);
      setBaseline(fresh);
      setNameMissing(false);
      update.reset();
    },
    focusAfterReload: nameRef,
  });

  const dirty =
    nome.trim() !== baseline.nome ||
    accepting !== baseline.aceitando_membros ||
    reminderHours !== baseline.lembrete_horas ||
    logo !== null;

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (edit.stale) return;
    const trimmed = nome.trim();
    setNameMissing(trimmed === '');
    if (trimmed === '') {
      update.reset();
      document.getElementById(nameId)?.focus();
      return;
    }
    update.mutate(
      {
        ministryId: ministry.id,
        changes: {
          nome: trimmed,
          aceitando_membros: accepting,
          lembrete_horas: reminderHours,
          ...(logo ? { logo } : {}),
          versao: edit.versao,
        },
      },
      {
        onSuccess: (saved) => {
          // The new logo is now the current one, shown in the preview above.
          setLogo(null);
          setBaseline(saved);
          // The form stays open: its next save builds on this one.
          edit.saved(saved);
        },
        onError: (error) => {
          if (isStaleVersion(error)) edit.markStale();
        },
      },
    );
  };

  return (
    <>
      <form noValidate onSubmit={submit}>
        <Stack>
          <TextField
            ref={nameRef}
            id={nameId}
            label={t('form.name')}
            name="nome"
            required
            value={nome}
            error={nameMissing ? t('form.nameRequired') : undefined}
            onChange={(event) => setNome(event.target.value)}
          />
          <LogoPreview>
            <figcaption>{t('form.currentLogo')}</figcaption>
            {ministry.logo ? (
              <img src={ministry.logo} alt={t('form.currentLogoAlt', { name: ministry.nome })} />
            ) : (
              <p>{t('form.noLogo')}</p>
            )}
          </LogoPreview>
          <FileDrop
            label={t('form.logo')}
            accept={LOGO_ACCEPT}
            maxSizeBytes={LOGO_MAX_BYTES}
            hint={t('form.logoHint')}
            file={logo}
            onFileChange={setLogo}
            disabled={update.isPending}
          />
          <Switch
            label={t('form.accepting')}
            description={t('form.acceptingDescription')}
            checked={accepting}
            onCheckedChange={setAccepting}
          />
          <Select
            label={t('form.reminder')}
            hint={t('form.reminderHint')}
            name="lembrete_horas"
            value={String(reminderHours)}
            onChange={(event) => setReminderHours(Number(event.target.value))}
            options={[...new Set([...REMINDER_CHOICES, ministry.lembrete_horas])]
              .sort((a, b) => a - b)
              .map((hours) => ({
                value: String(hours),
                label:
                  hours === 0 ? t('form.reminderNone') : t('form.reminderHours', { count: hours }),
              }))}
          />
          {edit.stale ? (
            <StaleVersionNotice message={t('staleVersion')} edit={edit} />
          ) : update.isError ? (
            <Notice $tone="danger" role="alert">
              <p>{t('form.saveError')}</p>
              <p>{errorMessageOf(update.error, i18n.language)}</p>
            </Notice>
          ) : null}
          {update.isSuccess ? (
            <Notice $tone="success" role="status">
              {t(update.data.aceitando_membros ? 'form.savedAccepting' : 'form.savedClosed')}
            </Notice>
          ) : null}
          <Actions $justify="end">
            <Button type="submit" loading={update.isPending} disabled={edit.stale}>
              {update.isPending ? t('form.saving') : t('form.save')}
            </Button>
          </Actions>
        </Stack>
      </form>
      <UnsavedChangesGuard dirty={dirty} />
    </>
  );
}
