import styled from 'styled-components';

/** A home card's list of schedules, each a bordered link to its detail. */
export const ScheduleLinkList = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space(2)};
  margin: 0;
  padding: 0;
  list-style: none;
  a {
    display: grid;
    padding: ${({ theme }) => theme.space(3)};
    border-radius: ${({ theme }) => theme.radius.md};
    border: 1px solid ${({ theme }) => theme.colors.border};
    color: ${({ theme }) => theme.colors.text};
    text-decoration: none;
  }
  a:hover {
    border-color: ${({ theme }) => theme.colors.primary};
  }
  a:focus-visible {
    outline: none;
    box-shadow: ${({ theme }) => theme.focusRing};
  }
  strong,
  small {
    display: block;
    overflow-wrap: anywhere;
  }
  small {
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;
