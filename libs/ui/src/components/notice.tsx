import styled from 'styled-components';

/**
 * An inline message next to a form: a failure (give it role="alert") or a success
 * (role="status"). Lists inside it are the lines of a server's field errors.
 */
export const Notice = styled.div<{ $tone: 'danger' | 'success' }>`
  margin: 0;
  padding: ${({ theme }) => theme.space(3)} ${({ theme }) => theme.space(4)};
  border: 1px solid
    ${({ theme, $tone }) => ($tone === 'danger' ? theme.colors.danger : theme.colors.success)};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme, $tone }) =>
    $tone === 'danger' ? theme.colors.dangerSurface : theme.colors.successSurface};
  overflow-wrap: anywhere;
  p {
    margin: 0;
  }
  ul {
    margin: ${({ theme }) => theme.space(1)} 0 0;
    padding-left: ${({ theme }) => theme.space(5)};
  }
`;
