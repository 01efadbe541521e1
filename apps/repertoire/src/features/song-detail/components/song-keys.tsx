import { errorMessageOf, useDeleteMySongKey, useUpdateMySongKey } from '@levita/api-client';
import type { SongDetail, SongKey } from '@levita/contracts';
import { useRemoteProps } from '@levita/federation';
import { useTranslation } from '@levita/i18n';
import { Button, KeyOptions, Notice, panelStyles, Select } from '@levita/ui';
import styled from 'styled-components';

const Card = styled.section`
  ${panelStyles}
  h2 {
    margin: 0;
    font-size: ${({ theme }) => theme.font.body};
  }
`;

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  gap: ${({ theme }) => theme.space(3)};
  > div:first-child {
    min-width: 10rem;
  }
`;

const Team = styled.p`
  margin: 0;
  overflow-wrap: anywhere;
`;

/**
 * "Meu tom": the key the person sings this song in, saved as soon as it is picked, and the
 * keys the rest of the team saved ("Ana: A · Pedro: C"), which leaders see again when they
 * choose a schedule's key.
 */
export function SongKeys({ song }: { song: SongDetail }) {
  const { t, i18n } = useTranslation('song-detail');
  const { ministry } = useRemoteProps();
  const save = useUpdateMySongKey();
  const clear = useDeleteMySongKey();
  if (ministry === null) return null;
  const busy = save.isPending || clear.isPending;
  const failed = save.error ?? clear.error;
  const team = song.tons_membros;

  return (
    <Card aria-labelledby="song-keys-title">
      <h2 id="song-keys-title">{t('keys.title')}</h2>
      <Row>
        <Select
          label={t('keys.mine')}
          value={song.meu_tom ?? ''}
          disabled={busy}
          onChange={(event) => {
            const tom = event.target.value;
            if (tom)
              save.mutate({
                ministryId: ministry.id,
                songId: song.id,
                body: { tom: tom as SongKey },
              });
            else clear.mutate({ ministryId: ministry.id, songId: song.id });
          }}
        >
          <option value="">{t('keys.none')}</option>
          <KeyOptions like={song.meu_tom ?? song.tom} />
        </Select>
        {song.meu_tom ? (
          <Button
            variant="ghost"
            size="small"
            disabled={busy}
            onClick={() => clear.mutate({ ministryId: ministry.id, songId: song.id })}
          >
            {t('keys.clear')}
          </Button>
        ) : null}
      </Row>
      {failed ? (
        <Notice $tone="danger" role="alert">
          {errorMessageOf(failed, i18n.language)}
        </Notice>
      ) : null}
      <Team>
        {team.length > 0
          ? t('keys.team', {
              keys: team
                .map((key) => t('keys.person', { name: key.nome, key: key.tom }))
                .join(' · '),
            })
          : t('keys.noTeam')}
      </Team>
    </Card>
  );
}
