import styled from 'styled-components';

/**
 * The form's buttons, kept in reach at the bottom of the screen while the lists scroll (a
 * phone is held in one hand): two groups, the way back (cancel, back) on one side and the
 * way forward on the other; on a phone the way forward is the upper row, nearest the content.
 */
export const ActionBar = styled.div`
  position: sticky;
  bottom: 0;
  z-index: 1;
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space(2)};
  padding: ${({ theme }) => theme.space(3)} 0;
  border-top: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.background};
  ${({ theme }) => theme.media.phone} {
    flex-direction: column-reverse;
    align-items: stretch;
  }
`;

/** One side of the action bar; on a phone its buttons share the row. */
export const ActionGroup = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(2)};
  ${({ theme }) => theme.media.phone} {
    > * {
      flex: 1 1 0;
    }
  }
`;

/** Where a refused step or save says why, right above the buttons that were pressed. */
export const FormMessages = styled.div`
  &:empty {
    display: none;
  }
`;
