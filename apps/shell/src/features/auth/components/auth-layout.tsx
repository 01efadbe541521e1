import type { ReactNode } from 'react';
import { useTranslation } from '@levita/i18n';
import { Link } from 'react-router-dom';
import styled from 'styled-components';

const Page = styled.main`
  display: flex;
  justify-content: center;
  align-items: flex-start;
  min-height: 100vh;
  min-height: 100dvh;
  padding: ${({ theme }) => theme.space(10)} ${({ theme }) => theme.space(4)};
  background: ${({ theme }) => theme.colors.background};
  ${({ theme }) => theme.media.phone} {
    padding: ${({ theme }) => theme.space(6)} ${({ theme }) => theme.space(3)};
  }
`;

const Card = styled.section`
  width: 100%;
  max-width: 440px;
  min-width: 0;
  padding: ${({ theme }) => theme.space(8)};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.lg};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadow.md};
  overflow-wrap: anywhere;
  ${({ theme }) => theme.media.phone} {
    padding: ${({ theme }) => theme.space(5)};
  }
`;

const Brand = styled.p`
  margin: 0 0 ${({ theme }) => theme.space(2)};
  font-size: ${({ theme }) => theme.font.large};
  font-weight: 700;
  color: ${({ theme }) => theme.colors.primary};
`;

const Title = styled.h1`
  margin: 0;
  font-size: ${({ theme }) => theme.font.title};
`;

const Subtitle = styled.p`
  margin: ${({ theme }) => theme.space(2)} 0 ${({ theme }) => theme.space(6)};
  color: ${({ theme }) => theme.colors.textMuted};
`;

export interface AuthLayoutProps {
  title: string;
  subtitle?: string;
  children: ReactNode;
}

/** The one-card page of login, register and the Google callback: usable from 320 px up. */
export function AuthLayout({ title, subtitle, children }: AuthLayoutProps) {
  const { t } = useTranslation('common');
  return (
    <Page>
      <Card aria-labelledby="auth-title">
        <Brand>{t('appName')}</Brand>
        <Title id="auth-title">{title}</Title>
        {subtitle ? <Subtitle>{subtitle}</Subtitle> : null}
        {children}
      </Card>
    </Page>
  );
}

/** A stacked form whose controls fill the card's width. */
export const AuthForm = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(4)};
  min-width: 0;
  button[type='submit'] {
    width: 100%;
  }
  fieldset {
    display: contents;
  }
`;

/** A line of small links and options that wraps on a phone instead of overflowing. */
export const AuthRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space(2)} ${({ theme }) => theme.space(4)};
`;

export const AuthLink = styled(Link)`
  color: ${({ theme }) => theme.colors.primary};
  font-weight: 600;
`;

/** The closing line of a card ("No account yet? Sign up"). */
export const AuthFooter = styled.p`
  margin: ${({ theme }) => theme.space(6)} 0 0;
  text-align: center;
  color: ${({ theme }) => theme.colors.textMuted};
`;

const DividerLine = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(3)};
  margin: ${({ theme }) => theme.space(6)} 0;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.font.small};
  &::before,
  &::after {
    content: '';
    flex: 1;
    border-top: 1px solid ${({ theme }) => theme.colors.border};
  }
`;

/** The "or" between the e-mail form and the third-party sign-in. */
export function OrDivider({ label }: { label: string }) {
  return <DividerLine>{label}</DividerLine>;
}

const Box = styled.div<{ $tone: 'danger' | 'success' | 'info' }>`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
  padding: ${({ theme }) => theme.space(3)} ${({ theme }) => theme.space(4)};
  border: 1px solid ${({ theme, $tone }) => theme.colors[$tone]};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme, $tone }) => theme.colors[`${$tone}Surface`]};
  color: ${({ theme }) => theme.colors.text};
`;

/** The red box of a failed login or registration, announced at once. */
export function ErrorBox({ children }: { children: ReactNode }) {
  return (
    <Box $tone="danger" role="alert">
      {children}
    </Box>
  );
}

/** Progress or an outcome that is not an error ("Completing sign-in..."), announced politely. */
export function StatusBox({
  tone = 'info',
  children,
}: {
  tone?: 'success' | 'info';
  children: ReactNode;
}) {
  return (
    <Box $tone={tone} role="status">
      {children}
    </Box>
  );
}
