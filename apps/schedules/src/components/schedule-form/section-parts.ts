import styled, { css } from 'styled-components';

/** A part of a form section (chosen songs, the repertoire...): a heading, a count, a list. */
export const Part = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(3)};
  min-width: 0;
`;

export const PartHeader = styled.header`
  display: flex;
  flex-wrap: wrap;
  align-items: baseline;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space(2)};
  h3 {
    margin: 0;
    font-size: ${({ theme }) => theme.font.large};
  }
  h3:focus {
    outline: none;
  }
`;

/** "3 músicas", "6 membros ativos": next to a part's heading. */
export const Count = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.font.small};
`;

const plainList = css`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(2)};
  margin: 0;
  padding: 0;
  list-style: none;
`;

/** A list without bullets, its items stacked (role kept: Safari drops it with list-style none). */
export const PlainList = styled.ul.attrs({ role: 'list' })`
  ${plainList}
`;

/** The same for a list whose order matters. */
export const PlainOrderedList = styled.ol.attrs({ role: 'list' })`
  ${plainList}
`;

/** What a list says when it has nothing to show (or while it loads). */
export const ListMessage = styled.p`
  margin: 0;
  padding: ${({ theme }) => theme.space(4)};
  border: 1px dashed ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.md};
  color: ${({ theme }) => theme.colors.textMuted};
  text-align: center;
`;
