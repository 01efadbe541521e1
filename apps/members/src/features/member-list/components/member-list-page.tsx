import { errorMessageOf, useMembers } from '@levita/api-client';
import type { MinistryMember } from '@levita/contracts';
import { useRemoteProps } from '@levita/federation';
import { useFormatters, useTranslation } from '@levita/i18n';
import { PageColumn, PageSkeleton, QueryView } from '@levita/ui';
import { lazy, Suspense, useRef, useState } from 'react';
import styled from 'styled-components';
import type { MemberAction } from '../utils/member-actions';
import { ManagersBanner } from './managers-banner';
import type { PendingMemberAction } from './member-action-dialog';
import { MemberLists } from './member-lists';

const Header = styled.header`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(1)};
  h1 {
    margin: 0;
  }
  p {
    margin: 0;
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

/** Which list an action starts from: the focus goes back to its heading afterwards. */
const listOfAction: Record<MemberAction, 'pending' | 'active' | 'inactive'> = {
  approve: 'pending',
  reject: 'pending',
  promote: 'active',
  demote: 'active',
  deactivate: 'active',
  reactivate: 'inactive',
  remove: 'inactive',
};

// Loaded with the first action a manager picks, not with the page: most visits only read the
// lists, and the page's first visit has a budget (docs/performance.md).
const MemberActionDialog = lazy(() =>
  import('./member-action-dialog').then((module) => ({ default: module.MemberActionDialog })),
);
// Likewise with the first opening of one's preferences.
const MemberPreferencesDialog = lazy(() =>
  import('./member-preferences-dialog').then((module) => ({
    default: module.MemberPreferencesDialog,
  })),
);

/**
 * The members page (part 1 §2, §4, §6): pending requests, active and inactive members (the
 * API gives each standing the lists it may see), with the row actions of the role table and
 * a confirmation before every change of standing.
 */
export function MemberListPage() {
  const { t } = useTranslation(['member-list', 'members']);
  const { locale } = useFormatters();
  const { ministry, user } = useRemoteProps();
  const ministryId = ministry?.id ?? 0;
  const members = useMembers(ministryId, {}, { enabled: ministry !== null });
  const [pending, setPending] = useState<PendingMemberAction | null>(null);
  const [preferencesOf, setPreferencesOf] = useState<MinistryMember | null>(null);
  const headings = {
    pending: useRef<HTMLHeadingElement>(null),
    active: useRef<HTMLHeadingElement>(null),
    inactive: useRef<HTMLHeadingElement>(null),
  };

  const onAction = (action: MemberAction, member: MinistryMember) => setPending({ action, member });

  return (
    <PageColumn aria-labelledby="member-list-title">
      <Header>
        <h1 id="member-list-title">{t('members:title')}</h1>
        <p>{t('intro')}</p>
      </Header>
      {ministry ? <ManagersBanner standing={ministry.situacao} /> : null}
      <QueryView
        query={members}
        errorTitle={t('loadError')}
        describeError={(error) => errorMessageOf(error, locale)}
        placeholder={<PageSkeleton label={t('loading')} />}
      >
        {(list) => (
          <MemberLists
            members={list}
            viewer={ministry?.situacao}
            userId={user?.id}
            headings={headings}
            onAction={onAction}
            onEditPreferences={setPreferencesOf}
          />
        )}
      </QueryView>
      {pending ? (
        <Suspense fallback={null}>
          <MemberActionDialog
            ministryId={ministryId}
            action={pending.action}
            member={pending.member}
            onClose={() => setPending(null)}
            onDone={({ action }) => {
              setPending(null);
              // The row moved or left its list: its list's heading is where to go on.
              headings[listOfAction[action]].current?.focus();
            }}
            onFailed={() => void members.refetch()}
          />
        </Suspense>
      ) : null}
      {preferencesOf ? (
        <Suspense fallback={null}>
          <MemberPreferencesDialog
            ministryId={ministryId}
            member={preferencesOf}
            members={members.data ?? []}
            onClose={() => setPreferencesOf(null)}
          />
        </Suspense>
      ) : null}
    </PageColumn>
  );
}
