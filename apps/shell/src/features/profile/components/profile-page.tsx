import { errorMessageOf, useCurrentUser } from '@levita/api-client';
import { ErrorPanel, QueryView } from '@levita/ui';
import { useId } from 'react';
import { useTranslation } from '@levita/i18n';
import styled from 'styled-components';
import { useSession } from '../../../lib/session/session-store';
import { MailSettingsSection } from './mail-settings-section';
import { CalendarFeedSection } from './calendar-feed-section';
import { InstallAppSection } from './install-app-section';
import { PersonalDataSection } from './personal-data-section';
import { ProfileForm } from './profile-form';
import { SessionsSection } from './sessions-section';
import { usePageTitle } from '../../../hooks/use-page-title';

const Page = styled.section`
  max-width: 640px;
  margin: 0 auto;
  h1 {
    margin: 0 0 ${({ theme }) => theme.space(1)};
    font-size: ${({ theme }) => theme.font.title};
  }
`;

const Intro = styled.p`
  margin: 0 0 ${({ theme }) => theme.space(5)};
  color: ${({ theme }) => theme.colors.textMuted};
`;

/** /perfil: the signed-in user's own details, read fresh from GET /usuario. */
export function ProfilePage() {
  const { t, i18n } = useTranslation('account');
  usePageTitle(t('profile.title'));
  const titleId = useId();
  const token = useSession((state) => state.token);
  const currentUser = useCurrentUser({ enabled: token !== null });

  return (
    <Page aria-labelledby={titleId}>
      <h1 id={titleId}>{t('profile.title')}</h1>
      <Intro>{t('profile.intro')}</Intro>
      {token ? (
        <QueryView
          query={currentUser}
          errorTitle={t('profile.loadError')}
          describeError={(error) => errorMessageOf(error, i18n.language)}
          loadingLabel={t('profile.loading')}
        >
          {(user) => (
            <>
              <ProfileForm user={user} />
              <MailSettingsSection userId={user.id} />
            </>
          )}
        </QueryView>
      ) : (
        <ErrorPanel title={t('profile.loadError')} message={t('validation.no_token')} />
      )}
      <InstallAppSection />
      {token ? <CalendarFeedSection /> : null}
      {token ? <SessionsSection /> : null}
      {token && currentUser.data ? <PersonalDataSection userId={currentUser.data.id} /> : null}
    </Page>
  );
}
