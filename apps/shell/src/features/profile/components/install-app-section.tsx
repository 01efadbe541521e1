import { useTranslation } from '@levita/i18n';
import { Button } from '@levita/ui';
import { useId, useSyncExternalStore } from 'react';
import { installOffer } from '../../../lib/install/install-offer';
import { ProfileSection, SectionIntro } from './profile-section';

/**
 * "Instalar o app", where the browser offers it: Levita on the home screen, opening in a window
 * of its own. Hidden when there is no offer (installed already, or a browser that installs from
 * its own menu).
 */
export function InstallAppSection() {
  const { t } = useTranslation('account');
  const titleId = useId();
  const offer = useSyncExternalStore(installOffer.subscribe, installOffer.current, () => null);
  if (!offer) return null;
  return (
    <ProfileSection aria-labelledby={titleId}>
      <h2 id={titleId}>{t('install.title')}</h2>
      <SectionIntro>{t('install.intro')}</SectionIntro>
      <div>
        <Button onClick={() => void installOffer.accept()}>{t('install.button')}</Button>
      </div>
    </ProfileSection>
  );
}
