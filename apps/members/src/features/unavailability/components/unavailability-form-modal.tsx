import {
  isStaleVersion,
  useCreateUnavailability,
  useMemberUnavailability,
  useUpdateUnavailability,
} from '@levita/api-client';
import {
  UNAVAILABILITY_REASON_MAX,
  UNAVAILABILITY_REASON_MIN,
  type Unavailability,
} from '@levita/contracts';
import { useRemoteProps } from '@levita/federation';
import { Modal, TextArea, TextField, useVersionedEdit, VisuallyHidden } from '@levita/ui';
import { DialogForm, EditFormFooter } from '../../../components/edit-form-footer';
import { type FormEvent, useRef, useState } from 'react';
import { useTranslation } from '@levita/i18n';
import styled from 'styled-components';
import { failureMessage } from '../utils/failure-message';
import {
  draftOf,
  periodErrors,
  periodFields,
  periodRequest,
  withStart,
  type PeriodErrors,
  type PeriodField,
} from '../utils/period-draft';

/** Start and end side by side, one under the other on a phone. */
const Dates = styled.div`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: ${({ theme }) => theme.space(3)};
  ${({ theme }) => theme.media.phone} {
    grid-template-columns: minmax(0, 1fr);
  }
`;

export interface UnavailabilityFormModalProps {
  /**
   * The caller's own member id: the only one a period may be registered for. Without it
   * (the membership could not be told) nothing is sent and a toast says why (part 2 §5).
   */
  memberId: number | null;
  /** The period to edit; none to add one. */
  entry?: Unavailability;
  onClose: () => void;
}

/**
 * Adds or edits a period (part 2 §5): start and end dates (the end raised to the start when a
 * later start overtakes it), a reason of at least 5 characters. Field messages show once the
 * user tries to save, except an end before the start, said as soon as it happens. Mounted
 * only while open, so every opening starts from the entry (or blank). An edit refused because
 * the period changed meanwhile (in another tab or device) keeps what was typed until the
 * person reloads it.
 */
export function UnavailabilityFormModal({
  memberId,
  entry,
  onClose,
}: UnavailabilityFormModalProps) {
  const { t } = useTranslation('unavailability');
  const { notify } = useRemoteProps();
  const create = useCreateUnavailability();
  const update = useUpdateUnavailability();
  const saving = create.isPending || update.isPending;
  // Fetched only when a stale edit is reloaded: the page's own query shows the record.
  const periods = useMemberUnavailability(entry?.membro_id ?? memberId ?? 0, {
    enabled: false,
  });
  const [draft, setDraft] = useState(() => draftOf(entry));
  const [submitted, setSubmitted] = useState(false);
  const [raised, setRaised] = useState(false);
  const [serverError, setServerError] = useState<string | null>(null);
  const inputs = useRef<Partial<Record<PeriodField, HTMLInputElement | HTMLTextAreaElement>>>({});
  const startRef = useRef<HTMLInputElement | null>(null);
  const edit = useVersionedEdit({
    initial: entry,
    fetchCurrent: async () => {
      const { data } = await periods.refetch({ throwOnError: true });
      return data?.indisponibilidades.find((period) => period.id === entry?.id);
    },
    onReload: (fresh) => {
      setDraft(draftOf(fresh));
      setSubmitted(false);
      setRaised(false);
    },
    focusAfterReload: startRef,
  });

  const errors = periodErrors(draft);
  const shown: PeriodErrors = submitted
    ? errors
    : { end: errors.end === 'endBeforeStart' ? errors.end : undefined };
  const message = (field: PeriodField) => {
    const error = shown[field];
    return error ? t(`form.errors.${error}`, { min: UNAVAILABILITY_REASON_MIN }) : undefined;
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (saving || edit.stale) return;
    setSubmitted(true);
    const invalid = periodFields.find((field) => errors[field]);
    if (invalid) {
      inputs.current[invalid]?.focus();
      return;
    }
    if (memberId === null) {
      notify({ type: 'error', message: t('toast.memberMissing') });
      return;
    }
    setServerError(null);
    const period = periodRequest(draft, memberId);
    try {
      if (entry)
        await update.mutateAsync({
          unavailabilityId: entry.id,
          period: { ...period, versao: edit.versao },
        });
      else await create.mutateAsync(period);
    } catch (error) {
      if (isStaleVersion(error)) edit.markStale();
      else setServerError(failureMessage(error, t('toast.errorSaving')));
      return;
    }
    notify({ type: 'success', message: t(entry ? 'toast.updated' : 'toast.created') });
    onClose();
  };

  return (
    <Modal
      open
      onClose={onClose}
      dismissible={!saving}
      title={t(entry ? 'form.editTitle' : 'form.addTitle')}
    >
      <DialogForm
        onSubmit={(event) => void submit(event)}
        noValidate
        aria-busy={saving || undefined}
      >
        <Dates>
          <TextField
            ref={(element) => {
              inputs.current.start = element ?? undefined;
              startRef.current = element;
            }}
            type="date"
            label={t('form.start')}
            value={draft.start}
            onChange={(event) => {
              const next = withStart(draft, event.target.value);
              setDraft(next.draft);
              setRaised(next.raised);
            }}
            error={message('start')}
            disabled={saving}
            required
          />
          <TextField
            ref={(element) => {
              inputs.current.end = element ?? undefined;
            }}
            type="date"
            label={t('form.end')}
            value={draft.end}
            min={draft.start || undefined}
            onChange={(event) => {
              setDraft({ ...draft, end: event.target.value });
              setRaised(false);
            }}
            hint={raised ? t('form.endRaised') : undefined}
            error={message('end')}
            disabled={saving}
            required
          />
        </Dates>
        {/* The end moved by itself: say so to those who do not see it change. */}
        <VisuallyHidden role="status">{raised ? t('form.endRaised') : ''}</VisuallyHidden>
        <TextArea
          ref={(element) => {
            inputs.current.reason = element ?? undefined;
          }}
          label={t('form.reason')}
          hint={t('form.reasonHint', { min: UNAVAILABILITY_REASON_MIN })}
          value={draft.reason}
          maxLength={UNAVAILABILITY_REASON_MAX}
          onChange={(event) => setDraft({ ...draft, reason: event.target.value })}
          error={message('reason')}
          disabled={saving}
          required
        />
        <EditFormFooter
          edit={edit}
          staleMessage={t('staleVersion')}
          serverError={serverError}
          saving={saving}
          cancelLabel={t('form.cancel')}
          saveLabel={t('form.save')}
          onCancel={onClose}
        />
      </DialogForm>
    </Modal>
  );
}
