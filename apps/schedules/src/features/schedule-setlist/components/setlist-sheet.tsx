import type { ScheduleDetail } from '@levita/contracts';
import { useFormatters, useTranslation } from '@levita/i18n';
import { FunctionIcon } from '@levita/ui';
import { type ReactNode, useId } from 'react';
import styled, { css } from 'styled-components';
import { minutesText, onTheClock, serviceRunSheet } from '../../../utils/service-entries';
import { scheduledSongKey } from '../../../utils/scheduled-song-key';
import type { SetlistMinistry } from '../hooks/use-setlist-ministry';
import { membersByFunction } from '../../../utils/members-by-function';

const Sheet = styled.article<{ $printed: boolean }>`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(6)};
  min-width: 0;
  color: ${({ theme }) => theme.colors.text};
  h2 {
    margin: 0 0 ${({ theme }) => theme.space(2)};
    padding-bottom: ${({ theme }) => theme.space(1)};
    border-bottom: 2px solid ${({ theme }) => theme.colors.text};
    font-size: ${({ theme }) => theme.font.large};
    break-after: avoid;
  }
  ${({ $printed, theme }) =>
    $printed
      ? css`
          gap: ${theme.space(5)};
        `
      : css`
          padding: ${theme.space(8)};
          border: 1px solid ${theme.colors.border};
          border-radius: ${theme.radius.lg};
          background: ${theme.colors.surface};
          box-shadow: ${theme.shadow.md};
          ${theme.media.phone} {
            padding: ${theme.space(4)};
          }
        `}
`;

const Header = styled.header`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(4)};
  img {
    flex: none;
    width: 64px;
    height: 64px;
    object-fit: contain;
    border-radius: ${({ theme }) => theme.radius.md};
  }
  h1 {
    margin: 0;
    font-size: ${({ theme }) => theme.font.title};
    line-height: 1.2;
    overflow-wrap: anywhere;
  }
`;

const MinistryName = styled.p`
  margin: 0 0 ${({ theme }) => theme.space(1)};
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.font.small};
  font-weight: 600;
  letter-spacing: 0.04em;
  text-transform: uppercase;
  overflow-wrap: anywhere;
`;

const Facts = styled.dl`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(3)} ${({ theme }) => theme.space(8)};
  margin: 0;
  dt {
    font-size: ${({ theme }) => theme.font.tiny};
    color: ${({ theme }) => theme.colors.textMuted};
    text-transform: uppercase;
    letter-spacing: 0.04em;
  }
  dd {
    margin: 0;
    font-weight: 600;
    overflow-wrap: anywhere;
  }
  dd::first-letter {
    text-transform: uppercase;
  }
`;

const Songs = styled.table`
  width: 100%;
  border-collapse: collapse;
  th,
  td {
    padding: ${({ theme }) => theme.space(2)};
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
    text-align: left;
    vertical-align: top;
  }
  th {
    font-size: ${({ theme }) => theme.font.tiny};
    color: ${({ theme }) => theme.colors.textMuted};
    text-transform: uppercase;
    letter-spacing: 0.04em;
  }
  tr {
    break-inside: avoid;
  }
  .order,
  .number {
    width: 1%;
    white-space: nowrap;
    text-align: right;
  }
  .key {
    width: 1%;
    white-space: nowrap;
    font-weight: 700;
  }
  .name {
    overflow-wrap: anywhere;
  }
  .name strong {
    display: block;
  }
  .name span {
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.font.small};
  }
  ${({ theme }) => theme.media.phone} {
    th,
    td {
      padding: ${({ theme }) => theme.space(2)} ${({ theme }) => theme.space(1)};
    }
  }
`;

const Team = styled.dl`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(min(220px, 100%), 1fr));
  gap: ${({ theme }) => theme.space(3)} ${({ theme }) => theme.space(5)};
  margin: 0;
  > div {
    break-inside: avoid;
  }
  dt {
    display: flex;
    align-items: center;
    gap: ${({ theme }) => theme.space(2)};
    font-weight: 700;
  }
  dd {
    margin: ${({ theme }) => theme.space(1)} 0 0;
    overflow-wrap: anywhere;
  }
`;

const Notes = styled.p`
  margin: 0;
  white-space: pre-wrap;
  overflow-wrap: anywhere;
`;

const Muted = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
`;

function Part({ title, children }: { title: string; children: ReactNode }) {
  const id = useId();
  return (
    <section aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      {children}
    </section>
  );
}

interface SetlistSheetProps {
  schedule: ScheduleDetail;
  ministry: SetlistMinistry;
  /** The copy for paper: no card around it, the page margins frame it. */
  printed?: boolean;
}

/**
 * What the team takes to the service: who, when and where, the songs in order with the key,
 * artist and BPM (with the service's other parts between them, each with its start, when it
 * has any), the team by function, and the notes.
 */
export function SetlistSheet({ schedule, ministry, printed = false }: SetlistSheetProps) {
  const { t } = useTranslation(['schedule-setlist', 'schedules']);
  const { longDate, time, locale } = useFormatters();
  const titleId = useId();
  const team = membersByFunction(schedule.membros, locale);
  const missing = t('sheet.missing');
  const runSheet = schedule.itens.length ? serviceRunSheet(schedule) : null;

  return (
    <Sheet $printed={printed} aria-labelledby={titleId}>
      <Header>
        {/* The name is right beside it: the logo adds nothing to read. */}
        {ministry.logo ? <img src={ministry.logo} alt="" /> : null}
        <div>
          {ministry.name ? <MinistryName>{ministry.name}</MinistryName> : null}
          <h1 id={titleId}>{schedule.titulo}</h1>
        </div>
      </Header>

      <Facts>
        <div>
          <dt>{t('schedules:fields.data')}</dt>
          <dd>{longDate(schedule.data)}</dd>
        </div>
        <div>
          <dt>{t('schedules:fields.horario')}</dt>
          <dd>{time(schedule.data)}</dd>
        </div>
        {schedule.local ? (
          <div>
            <dt>{t('schedules:fields.local')}</dt>
            <dd>{schedule.local}</dd>
          </div>
        ) : null}
        {schedule.responsavel ? (
          <div>
            <dt>{t('schedules:fields.responsavel')}</dt>
            <dd>{schedule.responsavel.nome}</dd>
          </div>
        ) : null}
      </Facts>

      <Part title={runSheet ? t('sheet.order_of_service') : t('sheet.songs')}>
        {schedule.musicas.length === 0 && !runSheet ? (
          <Muted>{t('sheet.noSongs')}</Muted>
        ) : (
          <Songs>
            <thead>
              <tr>
                {runSheet ? (
                  <th scope="col" className="order">
                    {t('sheet.start')}
                  </th>
                ) : null}
                <th scope="col" className="order">
                  {t('sheet.order')}
                </th>
                <th scope="col">{t('sheet.song')}</th>
                <th scope="col">{t('sheet.key')}</th>
                <th scope="col" className="number">
                  {t('sheet.bpm')}
                </th>
              </tr>
            </thead>
            <tbody>
              {(runSheet?.entries ?? schedule.musicas.map((song) => ({ song, inicio: '' }))).map(
                (entry, index) => {
                  const start = runSheet ? (
                    <td className="order">{time(onTheClock(entry.inicio))}</td>
                  ) : null;
                  if (!entry.song)
                    return (
                      <tr key={`part-${index}`}>
                        {start}
                        <td className="order">{missing}</td>
                        <td className="name">
                          <strong>{entry.item.titulo}</strong>
                          <span>
                            {[
                              t(`schedules:serviceItem.kinds.${entry.item.tipo}`),
                              entry.item.responsavel?.nome,
                              entry.item.observacoes,
                            ]
                              .filter(Boolean)
                              .join(' · ')}
                          </span>
                        </td>
                        <td className="key">{minutesText(t, entry.item.duracao_minutos)}</td>
                        <td className="number">{missing}</td>
                      </tr>
                    );
                  const song = entry.song;
                  const key = scheduledSongKey(song);
                  return (
                    <tr key={song.musica_id}>
                      {start}
                      <td className="order">{song.ordem}</td>
                      <td className="name">
                        <strong>{song.nome}</strong>
                        <span>{song.artista}</span>
                      </td>
                      <td className="key">
                        {key.used === null
                          ? missing
                          : key.original === null
                            ? key.used
                            : t('sheet.keyChanged', { key: key.used, original: key.original })}
                      </td>
                      <td className="number">{song.musica.bpm ?? missing}</td>
                    </tr>
                  );
                },
              )}
            </tbody>
          </Songs>
        )}
        {runSheet ? (
          <Muted>{t('sheet.total', { duration: minutesText(t, runSheet.total_minutos) })}</Muted>
        ) : null}
      </Part>

      <Part title={t('sheet.team')}>
        {team.length === 0 ? (
          <Muted>{t('sheet.noMembers')}</Muted>
        ) : (
          <Team>
            {team.map((group) => (
              <div key={group.key}>
                <dt>
                  {group.icon ? <FunctionIcon name={group.icon} size={18} /> : null}
                  {group.name ?? t('sheet.noFunction')}
                </dt>
                {group.people.map((person) => (
                  <dd key={person.memberId}>
                    {person.note
                      ? t('sheet.withNote', { name: person.name, note: person.note })
                      : person.name}
                  </dd>
                ))}
              </div>
            ))}
          </Team>
        )}
      </Part>

      {schedule.observacoes ? (
        <Part title={t('schedules:fields.observacoes')}>
          <Notes>{schedule.observacoes}</Notes>
        </Part>
      ) : null}
    </Sheet>
  );
}
