import styled from 'styled-components';

/** A boxed part of the settings page under its own heading (access code, ownership). */
export const SettingsSection = styled.section`
  padding: ${({ theme }) => theme.space(4)};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.md};
  h2 {
    margin: 0;
    font-size: ${({ theme }) => theme.font.body};
  }
  p {
    margin: 0;
  }
  ${({ theme }) => theme.media.phone} {
    button {
      width: 100%;
    }
  }
`;
