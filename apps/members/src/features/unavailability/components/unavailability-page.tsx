import { errorMessageOf } from '@levita/api-client';
import type { MinistryMember } from '@levita/contracts';
import { useCanManageMinistry, useRemoteProps } from '@levita/federation';
import { BackLink, ErrorPanel, PageSkeleton } from '@levita/ui';
import type { ReactNode } from 'react';
import { useTranslation } from '@levita/i18n';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { paths } from '../../../config/paths';
import { useRequestedMember } from '../hooks/use-requested-member';
import { useViewer } from '../hooks/use-viewer';
import { MemberNotFound } from '../../../components/member-not-found';
import { TeamGrid } from './team-grid';
import { UnavailabilityPanel } from './unavailability-panel';

const Page = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(6)};
  min-width: 0;
`;

const Header = styled.header`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(2)};
  h1 {
    margin: 0;
  }
  p {
    margin: 0;
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

/**
 * Route '/indisponibilidades' (part 2 §2 Unavailability screen). Admin rights see their own
 * periods and the team's grid, and `?membro=<id>` opens one member's list; everyone else sees
 * only their own (the parameter does not change that for them).
 */
export function UnavailabilityPage() {
  const { ministry } = useRemoteProps();
  const { t } = useTranslation(['unavailability', 'members']);
  if (!ministry)
    return (
      <Frame>
        <ErrorPanel title={t('errors.ministry')} />
      </Frame>
    );
  return <MinistryUnavailability ministryId={ministry.id} />;
}

/** The page's title and intro around what it shows. */
function Frame({ children }: { children: ReactNode }) {
  const { t } = useTranslation(['unavailability', 'members']);
  return (
    <Page>
      <Header>
        <h1>{t('members:unavailabilityTitle')}</h1>
        <p>{t('intro')}</p>
      </Header>
      {children}
    </Page>
  );
}

function MinistryUnavailability({ ministryId }: { ministryId: number }) {
  const { t, i18n } = useTranslation(['unavailability', 'members']);
  const canManage = useCanManageMinistry();
  const requested = useRequestedMember();
  const { members, me } = useViewer(ministryId);

  if (members.data === undefined)
    return (
      <Frame>
        {members.isError ? (
          <ErrorPanel
            title={t('errors.members')}
            message={errorMessageOf(members.error, i18n.language)}
            retryLabel={t('errors.retry')}
            onRetry={() => void members.refetch()}
          />
        ) : (
          <PageSkeleton label={t('loading.members')} />
        )}
      </Frame>
    );

  if (!me)
    return (
      <Frame>
        <ErrorPanel title={t('errors.user')} />
      </Frame>
    );

  // Someone else's list is for admin rights; a member's `?membro=` shows their own.
  if (canManage && requested !== null) {
    const member =
      requested === 'invalid' ? undefined : members.data.find((m) => m.id === requested);
    if (!member)
      return (
        <MemberNotFound
          id="unavailability-member-not-found"
          backTo={paths.unavailability.getHref()}
          backLabel={t('member.back')}
        />
      );
    return (
      <Frame>
        <MemberList member={member} viewer={me} />
      </Frame>
    );
  }

  return (
    <Frame>
      <UnavailabilityPanel member={me} viewerMemberId={me.id} title={t('mine.title')} />
      {canManage ? (
        <TeamGrid ministryId={ministryId} members={members.data} viewerMemberId={me.id} />
      ) : null}
    </Frame>
  );
}

/** One member's list, opened from the grid, with the way back to it. */
function MemberList({ member, viewer }: { member: MinistryMember; viewer: MinistryMember }) {
  const { t } = useTranslation('unavailability');
  return (
    <>
      <BackLink as={Link} to={paths.unavailability.getHref()}>
        {t('member.back')}
      </BackLink>
      <UnavailabilityPanel
        member={member}
        viewerMemberId={viewer.id}
        title={member.id === viewer.id ? t('mine.title') : member.usuario.nome}
      />
    </>
  );
}
