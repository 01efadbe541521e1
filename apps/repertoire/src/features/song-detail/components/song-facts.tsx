import { songCategories, type Song } from '@levita/contracts';
import { formatDuration, useTranslation } from '@levita/i18n';
import { Badge, panelStyles, VisuallyHidden } from '@levita/ui';
import type { ReactNode } from 'react';
import styled from 'styled-components';
import { orderedCategories } from '../../../components/song-fields/song-field-values';
import { useCategoryName } from '../../../hooks/use-category-name';
import { SongLinkButtons } from './song-link-buttons';

const Card = styled.section`
  ${panelStyles}
  h2 {
    margin: 0 0 ${({ theme }) => theme.space(2)};
    font-size: ${({ theme }) => theme.font.body};
  }
`;

const Facts = styled.dl`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(min(150px, 100%), 1fr));
  gap: ${({ theme }) => theme.space(4)};
  margin: 0;
  dt {
    font-size: ${({ theme }) => theme.font.small};
    color: ${({ theme }) => theme.colors.textMuted};
  }
  dd {
    margin: ${({ theme }) => theme.space(1)} 0 0;
    font-weight: 600;
    overflow-wrap: anywhere;
  }
`;

const BadgeList = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(2)};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Muted = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
`;

/** A missing value: a dash on screen, words for a screen reader. */
function Missing({ shown, spoken }: { shown: string; spoken: string }) {
  return (
    <>
      <span aria-hidden="true">{shown}</span>
      <VisuallyHidden>{spoken}</VisuallyHidden>
    </>
  );
}

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <dt>{label}</dt>
      <dd>{children}</dd>
    </div>
  );
}

/** Everything the repertoire knows about the song (part 2 §2 Song detail), read-only. */
export function SongFacts({ song }: { song: Song }) {
  const { t } = useTranslation(['song-detail', 'repertoire']);
  const categoryName = useCategoryName();
  const dash = t('dash');
  const notInformed = t('notInformed');
  const categories = orderedCategories(song.classificacoes_lista, songCategories);
  const imported = song.origem_externa === 'deezer';

  return (
    <Card aria-labelledby="song-facts-title">
      <div>
        <VisuallyHidden as="h2" id="song-facts-title">
          {t('facts.title')}
        </VisuallyHidden>
        <Facts>
          <Fact label={t('repertoire:song.fields.album')}>
            {song.album || <Missing shown={dash} spoken={notInformed} />}
          </Fact>
          <Fact label={t('repertoire:song.fields.tom')}>
            {song.tom ?? <Missing shown={dash} spoken={t('repertoire:song.noKey')} />}
          </Fact>
          <Fact label={t('repertoire:song.fields.bpm')}>
            {song.bpm ?? <Missing shown={dash} spoken={notInformed} />}
          </Fact>
          <Fact label={t('repertoire:song.fields.duracao')}>
            {song.duracao === null ? (
              <Missing shown={formatDuration(null)} spoken={notInformed} />
            ) : (
              formatDuration(song.duracao)
            )}
          </Fact>
          <Fact label={t('repertoire:song.origin.label')}>
            {t(imported ? 'repertoire:song.origin.deezer' : 'repertoire:song.origin.manual')}
          </Fact>
        </Facts>
      </div>
      <section aria-labelledby="song-categories-title">
        <h2 id="song-categories-title">{t('repertoire:song.fields.categorias')}</h2>
        {categories.length > 0 ? (
          <BadgeList>
            {categories.map((code) => (
              <li key={code}>
                <Badge tone="primary">{categoryName(code)}</Badge>
              </li>
            ))}
          </BadgeList>
        ) : (
          <Muted>{t('categories.none')}</Muted>
        )}
      </section>
      <section aria-labelledby="song-links-title">
        <h2 id="song-links-title">{t('repertoire:song.links.title')}</h2>
        <SongLinkButtons song={song} />
      </section>
    </Card>
  );
}
