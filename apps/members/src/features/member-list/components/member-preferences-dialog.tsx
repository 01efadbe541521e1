import {
  isApiError,
  isStaleVersion,
  useMembers,
  useUpdateMemberPreferences,
} from '@levita/api-client';
import { MONTHLY_LIMIT, type MinistryMember } from '@levita/contracts';
import { useRemoteProps } from '@levita/federation';
import { useTranslation } from '@levita/i18n';
import { Modal, Select, TextField, useVersionedEdit } from '@levita/ui';
import { DialogForm, EditFormFooter } from '../../../components/edit-form-footer';
import { type FormEvent, useMemo, useRef, useState } from 'react';
import styled from 'styled-components';
import {
  draftOf,
  limitOf,
  partnerCandidates,
  preferencesRequest,
} from '../utils/preferences-draft';

const Intro = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
`;

export interface MemberPreferencesDialogProps {
  ministryId: number;
  /** The signed-in person's own row: the only one whose preferences they set. */
  member: MinistryMember;
  /** The ministry's members as the page lists them: the partners offered come from here. */
  members: readonly MinistryMember[];
  onClose: () => void;
}

/**
 * "Minhas preferências": at most how many times a month, and whom to serve together with, the
 * two preferences the automatic filling of schedules reads (docs/schedules.md "Auto-fill").
 * Mounted only while open, so every opening starts from what is saved. A save refused because
 * the preferences changed meanwhile (another tab or device) keeps what was typed until the
 * person reloads them.
 */
export function MemberPreferencesDialog({
  ministryId,
  member,
  members,
  onClose,
}: MemberPreferencesDialogProps) {
  const { t } = useTranslation('member-list');
  const { notify } = useRemoteProps();
  const save = useUpdateMemberPreferences(ministryId);
  // Fetched only when a stale save is reloaded: the page's own query shows the list.
  const list = useMembers(ministryId, {}, { enabled: false });
  const candidates = useMemo(() => partnerCandidates(members, member), [members, member]);
  const [draft, setDraft] = useState(() => draftOf(member.preferencias, candidates));
  const [submitted, setSubmitted] = useState(false);
  const [serverError, setServerError] = useState<string | null>(null);
  const limitRef = useRef<HTMLInputElement>(null);
  const edit = useVersionedEdit({
    initial: member.preferencias,
    fetchCurrent: async () => {
      const { data } = await list.refetch({ throwOnError: true });
      return data?.find((row) => row.id === member.id)?.preferencias;
    },
    onReload: (current) => {
      setDraft(draftOf(current, candidates));
      setSubmitted(false);
    },
    focusAfterReload: limitRef,
  });
  const saving = save.isPending;
  const limitInvalid = limitOf(draft.limit) === undefined;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (saving || edit.stale) return;
    setSubmitted(true);
    const preferences = preferencesRequest(draft, edit.versao);
    if (!preferences) {
      limitRef.current?.focus();
      return;
    }
    setServerError(null);
    try {
      await save.mutateAsync({ memberId: member.id, preferences });
    } catch (error) {
      if (isStaleVersion(error)) edit.markStale();
      else setServerError(isApiError(error) ? error.displayMessage : t('preferences.errorSaving'));
      return;
    }
    notify({ type: 'success', message: t('preferences.saved') });
    onClose();
  };

  return (
    <Modal
      open
      onClose={onClose}
      dismissible={!saving}
      title={t('preferences.title')}
      initialFocusRef={limitRef}
    >
      <DialogForm
        onSubmit={(event) => void submit(event)}
        noValidate
        aria-busy={saving || undefined}
      >
        <Intro>{t('preferences.intro')}</Intro>
        <TextField
          ref={limitRef}
          type="number"
          inputMode="numeric"
          min={MONTHLY_LIMIT.min}
          max={MONTHLY_LIMIT.max}
          step={1}
          label={t('preferences.limit')}
          hint={t('preferences.limitHint')}
          value={draft.limit}
          onChange={(event) => setDraft({ ...draft, limit: event.target.value })}
          error={submitted && limitInvalid ? t('preferences.limitError') : undefined}
          disabled={saving}
        />
        <Select
          label={t('preferences.partner')}
          hint={t('preferences.partnerHint')}
          value={draft.partner}
          onChange={(event) => setDraft({ ...draft, partner: event.target.value })}
          disabled={saving}
          options={[
            { value: '', label: t('preferences.nobody') },
            ...candidates.map((candidate) => ({
              value: String(candidate.id),
              label: candidate.usuario.nome,
            })),
          ]}
        />
        <EditFormFooter
          edit={edit}
          staleMessage={t('preferences.staleVersion')}
          serverError={serverError}
          saving={saving}
          cancelLabel={t('preferences.cancel')}
          saveLabel={t('preferences.save')}
          onCancel={onClose}
        />
      </DialogForm>
    </Modal>
  );
}
