import styled from 'styled-components';

/** A tab's content, top to bottom. */
export const ReportColumn = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(6)};
  min-width: 0;
`;

/**
 * The tab's own choice (member, quantity) on the left, its export buttons on the right; one
 * above the other, full width, on a phone.
 */
export const ReportToolbar = styled.div<{ $choiceWidth: string }>`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space(3)};
  > :first-child {
    flex: 0 1 ${({ $choiceWidth }) => $choiceWidth};
    min-width: 0;
  }
  ${({ theme }) => theme.media.phone} {
    > *,
    > :first-child {
      flex: 1 1 100%;
    }
  }
`;

/** A titled part of a report (a table, a chart): the h2, then its content. */
export const ReportSection = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(3)};
  min-width: 0;
  h2 {
    margin: 0;
    font-size: ${({ theme }) => theme.font.large};
  }
  > p {
    margin: 0;
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;
