import styled from 'styled-components';

/** A boxed section of the profile page below the form (calendar feed, your data). */
export const ProfileSection = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(3)};
  margin-top: ${({ theme }) => theme.space(6)};
  padding: ${({ theme }) => theme.space(4)};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.md};
  h2,
  h3,
  p {
    margin: 0;
  }
  h2 {
    font-size: ${({ theme }) => theme.font.large};
  }
  h3 {
    font-size: inherit;
  }
  ul {
    margin: 0;
    padding-left: ${({ theme }) => theme.space(5)};
  }
`;

export const SectionIntro = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
`;

/**
 * Present from the start, so the confirmations put in it are announced. A live region rather
 * than role="status": the profile form above has its own status for its save.
 */
export const StatusRegion = styled.div`
  &:empty {
    position: absolute;
  }
`;
