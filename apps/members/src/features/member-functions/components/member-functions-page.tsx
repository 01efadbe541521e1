import { errorMessageOf } from '@levita/api-client';
import { useRemoteProps } from '@levita/federation';
import { BackLink, ErrorPanel, PageSkeleton } from '@levita/ui';
import { useTranslation } from '@levita/i18n';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { paths } from '../../../config/paths';
import { useMemberFunctionsData } from '../hooks/use-member-functions-data';
import { useMemberId } from '../hooks/use-member-id';
import { MemberFunctionsView } from './member-functions-view';
import { MemberNotFound } from '../../../components/member-not-found';

const Page = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(5)};
  min-width: 0;
  > h1 {
    margin: 0;
  }
`;

/**
 * Route '/membros/:membroId/funcoes' (admin rights: the route wraps it in ManagersOnly): the
 * functions a member holds in the ministry. An id that is not a number, or a member this
 * ministry does not have, gets the not-found view.
 */
function MembersNotFound() {
  const { t } = useTranslation('members');
  return (
    <MemberNotFound
      id="member-not-found"
      backTo={paths.members.getHref()}
      backLabel={t('backToMembers')}
    />
  );
}

export function MemberFunctionsPage() {
  const memberId = useMemberId();
  const { ministry } = useRemoteProps();
  if (memberId === null || !ministry) return <MembersNotFound />;
  return <LoadedMemberFunctions ministryId={ministry.id} memberId={memberId} />;
}

function LoadedMemberFunctions({ ministryId, memberId }: { ministryId: number; memberId: number }) {
  const { t, i18n } = useTranslation(['member-functions', 'members']);
  const data = useMemberFunctionsData(ministryId, memberId);
  if (data.status === 'notFound') return <MembersNotFound />;

  return (
    <Page>
      <BackLink as={Link} to={paths.members.getHref()}>
        {t('members:backToMembers')}
      </BackLink>
      {/* Until the member is known, the section's name stands for the title. */}
      {data.status === 'loading' || data.status === 'error' ? <h1>{t('eyebrow')}</h1> : null}
      {data.status === 'loading' ? <PageSkeleton label={t('loading')} /> : null}
      {data.status === 'error' ? (
        <ErrorPanel
          title={t('loadError.title')}
          message={errorMessageOf(data.error, i18n.language)}
          retryLabel={t('loadError.retry')}
          onRetry={data.retry}
        />
      ) : null}
      {data.status === 'ready' ? (
        <MemberFunctionsView
          ministryId={ministryId}
          member={data.member}
          functions={data.functions}
          assignments={data.assignments}
        />
      ) : null}
    </Page>
  );
}
