import type { MusicSearchResult } from '@levita/contracts';
import { formatDuration, useTranslation } from '@levita/i18n';
import { Badge, VisuallyHidden } from '@levita/ui';
import styled from 'styled-components';
import { SongCover } from '../../../components/song-cover';

const Card = styled.article`
  display: flex;
  flex-direction: column;
  height: 100%;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.lg};
  background: ${({ theme }) => theme.colors.surface};
  overflow: hidden;
`;

/** The whole card body is one button, so a tap anywhere on it (or Enter/Space) opens the modal. */
const OpenButton = styled.button`
  display: flex;
  flex: 1;
  gap: ${({ theme }) => theme.space(3)};
  align-items: flex-start;
  width: 100%;
  min-height: 44px;
  padding: ${({ theme }) => theme.space(3)};
  border: 0;
  background: transparent;
  color: inherit;
  font: inherit;
  text-align: start;
  cursor: pointer;
  &:hover:not(:disabled) {
    background: ${({ theme }) => theme.colors.surfaceMuted};
  }
  &:focus-visible {
    outline: ${({ theme }) => theme.focusRing};
    outline-offset: -3px;
  }
  &:disabled {
    cursor: default;
  }
`;

const Details = styled.span`
  display: flex;
  flex-direction: column;
  gap: 2px;
  min-width: 0;
`;

const Title = styled.span`
  font-weight: 700;
  overflow-wrap: anywhere;
`;

const Secondary = styled.span`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.font.small};
  overflow-wrap: anywhere;
`;

const Footer = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space(2)};
  padding: 0 ${({ theme }) => theme.space(3)} ${({ theme }) => theme.space(3)};
  &:empty {
    display: none;
  }
`;

const PreviewLink = styled.a`
  display: inline-flex;
  align-items: center;
  min-height: 44px;
  color: ${({ theme }) => theme.colors.primary};
  font-size: ${({ theme }) => theme.font.small};
  font-weight: 600;
`;

export interface SearchResultCardProps {
  result: MusicSearchResult;
  /** Already in the ministry's repertoire: shown, but it cannot be imported again. */
  imported: boolean;
  onOpen: (result: MusicSearchResult) => void;
}

/** One Deezer result: cover, title, artist, album, m:ss duration and its preview, if any. */
export function SearchResultCard({ result, imported, onOpen }: SearchResultCardProps) {
  const { t } = useTranslation('song-import');
  return (
    <Card>
      <OpenButton
        type="button"
        disabled={imported}
        data-testid="search-result"
        onClick={() => onOpen(result)}
      >
        <SongCover src={result.capa_url} size={64} />
        <Details>
          <Title>{result.nome}</Title>
          <Secondary>{result.artista}</Secondary>
          {result.album ? <Secondary>{result.album}</Secondary> : null}
          <Secondary>
            {t('result.duration', { duration: formatDuration(result.duracao) })}
          </Secondary>
          {imported ? null : <VisuallyHidden>{t('result.edit')}</VisuallyHidden>}
        </Details>
      </OpenButton>
      <Footer>
        {imported ? <Badge tone="success">{t('result.alreadyImported')}</Badge> : null}
        {result.link_audio ? (
          // A sibling of the card's button, not inside it: following it never opens the modal.
          <PreviewLink
            href={result.link_audio}
            target="_blank"
            rel="noopener noreferrer"
            aria-label={t('result.previewLabel', { nome: result.nome })}
          >
            {t('result.preview')}
          </PreviewLink>
        ) : null}
      </Footer>
    </Card>
  );
}
