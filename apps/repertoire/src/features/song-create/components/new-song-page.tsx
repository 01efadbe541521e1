import { useRemoteProps } from '@levita/federation';
import { useNamespaces, useTranslation } from '@levita/i18n';
import styled from 'styled-components';
import { pageTexts } from '../../../config/page-texts';
import { NewSongForm } from './new-song-form';

/** Its own texts, which load with it rather than with the remote's chunk. */
const texts = pageTexts('song-create');

const Page = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(4)};
  min-width: 0;
  max-width: 880px;
  h1,
  p {
    margin: 0;
  }
`;

const Intro = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
`;

/** /nova, behind RequireSongManager: a song typed in by hand (part 2 §2). */
export function NewSongPage() {
  useNamespaces(texts);
  const { t } = useTranslation('song-create');
  // RequireSongManager lets only a manager of a ministry in, so the ministry is there.
  const ministryId = useRemoteProps().ministry?.id;
  return (
    <Page aria-labelledby="new-song-title">
      <h1 id="new-song-title">{t('title')}</h1>
      <Intro>{t('intro')}</Intro>
      {ministryId !== undefined ? <NewSongForm ministryId={ministryId} /> : null}
    </Page>
  );
}
