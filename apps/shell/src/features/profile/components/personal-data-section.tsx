import {
  errorMessageOf,
  isApiError,
  useDeleteAccount,
  usePersonalDataDownload,
} from '@levita/api-client';
import { personalDataFileName } from '@levita/contracts';
import { useTranslation } from '@levita/i18n';
import { Button, ConfirmDialog, Notice, saveFile } from '@levita/ui';
import { useId, useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { paths } from '../../../config/paths';
import { useSession } from '../../../lib/session/session-store';
import { ProfileSection, SectionIntro, StatusRegion } from './profile-section';

/** On a phone the actions take the whole width, as the calendar feed's do. */
const Section = styled(ProfileSection)`
  ${({ theme }) => theme.media.phone} {
    button {
      width: 100%;
    }
  }
`;

/**
 * The profile's "Seus dados" (LGPD art. 18): download everything Levita keeps about the user
 * as a JSON file, or delete the account after typing the confirmation word. While the user
 * owns a ministry the API refuses the deletion and names it; each one links to its settings,
 * where ownership can be handed over (docs/shell.md).
 */
export function PersonalDataSection({ userId }: { userId: number }) {
  const { t, i18n } = useTranslation('personal-data');
  const titleId = useId();
  const navigate = useNavigate();
  const signOut = useSession((state) => state.signOut);
  const download = usePersonalDataDownload();
  const remove = useDeleteAccount();
  const [confirming, setConfirming] = useState(false);

  const downloadData = () =>
    download.mutate(userId, {
      // Fetched with the session's token, which a plain link to the API could not send.
      onSuccess: (data) =>
        saveFile(
          personalDataFileName(data.gerado_em),
          new Blob([JSON.stringify(data, null, 2)], { type: 'application/json' }),
        ),
    });

  const deleteAccount = async () => {
    try {
      await remove.mutateAsync(userId);
    } catch {
      setConfirming(false);
      return;
    }
    signOut('deleted');
    void navigate(paths.login.getHref(), { replace: true });
  };

  const owned = isApiError(remove.error) ? remove.error.ministerios_proprios : undefined;

  return (
    <Section aria-labelledby={titleId}>
      <h2 id={titleId}>{t('title')}</h2>
      <SectionIntro>{t('intro')}</SectionIntro>

      <h3>{t('download.title')}</h3>
      <p>{t('download.description')}</p>
      <div>
        <Button variant="secondary" loading={download.isPending} onClick={downloadData}>
          {t('download.action')}
        </Button>
      </div>
      <StatusRegion aria-live="polite">
        {download.isSuccess ? <Notice $tone="success">{t('download.done')}</Notice> : null}
      </StatusRegion>
      {download.isError ? (
        <Notice $tone="danger" role="alert">
          {errorMessageOf(download.error, i18n.language)}
        </Notice>
      ) : null}

      <h3>{t('delete.title')}</h3>
      <p>{t('delete.description')}</p>
      <div>
        <Button
          variant="danger"
          onClick={() => {
            remove.reset();
            setConfirming(true);
          }}
        >
          {t('delete.action')}
        </Button>
      </div>
      {remove.isError ? (
        <Notice $tone="danger" role="alert">
          <p>{errorMessageOf(remove.error, i18n.language)}</p>
          {owned?.length ? (
            <ul>
              {owned.map((ministry) => (
                <li key={ministry.id}>
                  <Link to={paths.ministrySettings.getHref(ministry.id)}>
                    {t('delete.ownedLink', { name: ministry.nome })}
                  </Link>
                </li>
              ))}
            </ul>
          ) : null}
        </Notice>
      ) : null}
      <ConfirmDialog
        open={confirming}
        title={t('delete.confirmTitle')}
        message={t('delete.confirmMessage')}
        confirmLabel={t('delete.action')}
        tone="danger"
        requireTypedWord
        busy={remove.isPending}
        onCancel={() => setConfirming(false)}
        onConfirm={() => void deleteAccount()}
      />
    </Section>
  );
}
