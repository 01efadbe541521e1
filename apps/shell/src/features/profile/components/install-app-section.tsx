import { useTranslation } from '@levita/i18n';
import { Button } from '@levita/ui';
import { useId, useSyncExternalStore } from 'react';
import { installOffer, installsFromShareSheet } from '../../../lib/install/install-offer';
import { ProfileSection, SectionIntro } from './profile-section';

/**
 * "Instalar o app", where the browser offers it: Levita on the home screen, opening in a window
 * of its own. On an iPhone or iPad, where Safari makes no offer, the way through its share
 * sheet. Hidden otherwise (installed already, or a browser that installs from its own menu).
 */
export function InstallAppSection() {
  const { t } = useTranslation('account');
  const titleId = useId();
  const offer = useSyncExternalStore(installOffer.subscribe, installOffer.current, () => null);
  const shareSheet = !offer && installsFromShareSheet();
  if (!offer && !shareSheet) return null;
  return (
    <ProfileSection aria-labelledby={titleId}>
      <h2 id={titleId}>{t('install.title')}</h2>
      <SectionIntro>{t('install.intro')}</SectionIntro>
      {offer ? (
        <div>
          <Button onClick={() => void installOffer.accept()}>{t('install.button')}</Button>
        </div>
      ) : (
        <p>{t('install.shareSheet')}</p>
      )}
    </ProfileSection>
  );
}
