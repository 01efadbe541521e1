import { errorMessageOf, useEndAllSessions } from '@levita/api-client';
import { useTranslation } from '@levita/i18n';
import { Button, ConfirmDialog, Notice } from '@levita/ui';
import { useId, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { paths } from '../../../config/paths';
import { useSession } from '../../../lib/session/session-store';
import { ProfileSection, SectionIntro } from './profile-section';

/**
 * "Sign out everywhere": a phone lost or a shared computer left signed in. Every session of
 * the account ends on the server, this one included, so this browser signs out too.
 */
export function SessionsSection() {
  const { t, i18n } = useTranslation('account');
  const titleId = useId();
  const navigate = useNavigate();
  const signOut = useSession((state) => state.signOut);
  const endAll = useEndAllSessions();
  const [confirming, setConfirming] = useState(false);

  const signOutEverywhere = () =>
    endAll.mutate(undefined, {
      onSuccess: () => {
        signOut('logout');
        void navigate(paths.login.getHref(), { replace: true });
      },
      onSettled: () => setConfirming(false),
    });

  return (
    <ProfileSection aria-labelledby={titleId}>
      <h2 id={titleId}>{t('sessions.title')}</h2>
      <SectionIntro>{t('sessions.intro')}</SectionIntro>
      <div>
        <Button variant="secondary" onClick={() => setConfirming(true)}>
          {t('sessions.signOutEverywhere')}
        </Button>
      </div>
      {endAll.isError ? (
        <Notice $tone="danger" role="alert">
          {errorMessageOf(endAll.error, i18n.language)}
        </Notice>
      ) : null}
      <ConfirmDialog
        open={confirming}
        title={t('sessions.confirmTitle')}
        message={t('sessions.confirmMessage')}
        confirmLabel={t('sessions.confirm')}
        tone="danger"
        busy={endAll.isPending}
        onConfirm={signOutEverywhere}
        onCancel={() => setConfirming(false)}
      />
    </ProfileSection>
  );
}
