import {
  errorMessageOf,
  useDeleteUnavailability,
  useMemberUnavailability,
} from '@levita/api-client';
import type { MinistryMember, Unavailability } from '@levita/contracts';
import { useRemoteProps } from '@levita/federation';
import { Button, QueryView } from '@levita/ui';
import { useId, useRef, useState } from 'react';
import { useTranslation } from '@levita/i18n';
import styled from 'styled-components';
import { failureMessage } from '../utils/failure-message';
import { DeleteUnavailabilityDialog } from './delete-unavailability-dialog';
import { UnavailabilityFormModal } from './unavailability-form-modal';
import { UnavailabilityItem } from './unavailability-item';

const Section = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(4)};
  min-width: 0;
`;

const Header = styled.header`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space(3)};
  h2 {
    margin: 0;
    font-size: ${({ theme }) => theme.font.title};
    overflow-wrap: anywhere;
  }
  h2:focus {
    outline: none;
  }
  ${({ theme }) => theme.media.phone} {
    > button {
      width: 100%;
    }
  }
`;

const Items = styled.ul`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(3)};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Empty = styled.p`
  margin: 0;
  padding: ${({ theme }) => theme.space(6)} ${({ theme }) => theme.space(4)};
  border: 1px dashed ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.lg};
  text-align: center;
  color: ${({ theme }) => theme.colors.textMuted};
`;

type FormState = { entry?: Unavailability } | null;

export interface UnavailabilityPanelProps {
  /** Whose periods. */
  member: MinistryMember;
  /** The caller's own member id: their entries get edit and delete, their list an add. */
  viewerMemberId: number;
  title: string;
}

/**
 * One member's periods, newest first (part 2 §2): the caller's own with add, edit and delete;
 * someone else's (an admin's view) read only, as only a member manages their own (part 2 §6).
 */
export function UnavailabilityPanel({ member, viewerMemberId, title }: UnavailabilityPanelProps) {
  const { t, i18n } = useTranslation('unavailability');
  const { notify } = useRemoteProps();
  const periods = useMemberUnavailability(member.id);
  const remove = useDeleteUnavailability(member.id);
  const [form, setForm] = useState<FormState>(null);
  const [deleting, setDeleting] = useState<Unavailability | null>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const titleId = useId();
  const own = member.id === viewerMemberId;

  const confirmDelete = async () => {
    if (!deleting) return;
    try {
      // Awaited: the hook reloads the list first, so the dialog closes on the new list.
      await remove.mutateAsync(deleting.id);
      notify({ type: 'success', message: t('toast.deleted') });
      // The entry and its buttons are gone: the list's title is where to go on.
      headingRef.current?.focus();
    } catch (error) {
      notify({ type: 'error', message: failureMessage(error, t('toast.errorDeleting')) });
      // It may be gone already (deleted elsewhere): show the list as it is now.
      void periods.refetch();
    }
    setDeleting(null);
  };

  return (
    <Section aria-labelledby={titleId}>
      <Header>
        <h2 id={titleId} ref={headingRef} tabIndex={-1}>
          {title}
        </h2>
        {own ? <Button onClick={() => setForm({})}>{t('mine.add')}</Button> : null}
      </Header>
      <QueryView
        query={periods}
        errorTitle={t('errors.periods')}
        describeError={(error) => errorMessageOf(error, i18n.language)}
        retryLabel={t('errors.retry')}
        loadingLabel={t('loading.periods')}
      >
        {({ indisponibilidades }) =>
          indisponibilidades.length === 0 ? (
            <Empty>
              {own ? t('mine.empty') : t('member.empty', { name: member.usuario.nome })}
            </Empty>
          ) : (
            <Items aria-label={t('list.label', { name: member.usuario.nome })}>
              {indisponibilidades.map((entry) => {
                const editable = entry.membro_id === viewerMemberId;
                return (
                  <li key={entry.id}>
                    <UnavailabilityItem
                      entry={entry}
                      onEdit={editable ? (chosen) => setForm({ entry: chosen }) : undefined}
                      onDelete={editable ? setDeleting : undefined}
                      deleting={remove.isPending && remove.variables === entry.id}
                    />
                  </li>
                );
              })}
            </Items>
          )
        }
      </QueryView>
      {form ? (
        <UnavailabilityFormModal
          memberId={viewerMemberId}
          entry={form.entry}
          onClose={() => setForm(null)}
        />
      ) : null}
      <DeleteUnavailabilityDialog
        entry={deleting}
        busy={remove.isPending}
        onConfirm={() => void confirmDelete()}
        onCancel={() => setDeleting(null)}
      />
    </Section>
  );
}
