import styled from 'styled-components';

/*
 * The pieces of an entry of the schedule's songs or run sheet: a song and another part of
 * the service line up on the same grid (place and start, what it is, key or length).
 */

export const Item = styled.li`
  display: grid;
  grid-template-columns: auto minmax(0, 1fr) auto;
  grid-template-areas: 'order song key';
  align-items: start;
  gap: ${({ theme }) => theme.space(1)} ${({ theme }) => theme.space(4)};
  padding: ${({ theme }) => theme.space(3)} 0;
  ${({ theme }) => theme.media.phone} {
    grid-template-columns: auto minmax(0, 1fr);
    grid-template-areas: 'order song' '. key';
    gap: ${({ theme }) => theme.space(2)} ${({ theme }) => theme.space(3)};
  }
`;

export const Place = styled.div`
  grid-area: order;
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${({ theme }) => theme.space(1)};
`;

/** The start on the run sheet, under the song's number or the part's mark. */
export const StartTime = styled.span`
  font-size: ${({ theme }) => theme.font.tiny};
  font-weight: 700;
  color: ${({ theme }) => theme.colors.textMuted};
  font-variant-numeric: tabular-nums;
`;

export const Order = styled.span`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 32px;
  height: 32px;
  border-radius: ${({ theme }) => theme.radius.pill};
  background: ${({ theme }) => theme.colors.primarySurface};
  color: ${({ theme }) => theme.colors.text};
  font-weight: 700;
`;

export const Song = styled.div`
  grid-area: song;
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(2)};
  min-width: 0;
`;

export const Artist = styled.span`
  margin-top: -${({ theme }) => theme.space(2)};
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.font.small};
  overflow-wrap: anywhere;
`;

export const Key = styled.dl`
  grid-area: key;
  display: flex;
  align-items: baseline;
  gap: ${({ theme }) => theme.space(2)};
  margin: 0;
  dt {
    font-size: ${({ theme }) => theme.font.small};
    color: ${({ theme }) => theme.colors.textMuted};
  }
  dd {
    margin: 0;
    font-weight: 700;
    white-space: nowrap;
  }
`;
