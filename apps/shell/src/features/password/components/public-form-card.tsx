import { Container } from '@levita/ui';
import { type ReactNode, useId } from 'react';
import styled from 'styled-components';

const Card = styled.section`
  margin-top: ${({ theme }) => theme.space(8)};
  padding: ${({ theme }) => theme.space(8)};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.lg};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadow.md};
  ${({ theme }) => theme.media.phone} {
    margin-top: ${({ theme }) => theme.space(2)};
    padding: ${({ theme }) => theme.space(5)};
  }
  h1 {
    margin: 0 0 ${({ theme }) => theme.space(2)};
    font-size: ${({ theme }) => theme.font.title};
  }
`;

const Intro = styled.p`
  margin: 0 0 ${({ theme }) => theme.space(5)};
  color: ${({ theme }) => theme.colors.textMuted};
`;

/** The frame of the anonymous account pages (recovery, reset): no top bar, one centred card. */
export function PublicFormCard({
  title,
  intro,
  children,
}: {
  title: string;
  intro?: string;
  children: ReactNode;
}) {
  const titleId = useId();
  return (
    <main>
      <Container $width="narrow">
        <Card aria-labelledby={titleId}>
          <h1 id={titleId}>{title}</h1>
          {intro ? <Intro>{intro}</Intro> : null}
          {children}
        </Card>
      </Container>
    </main>
  );
}

/** Links under a form ("Voltar para o login"), wrapping on a phone. */
export const FormLinks = styled.p`
  margin: ${({ theme }) => theme.space(5)} 0 0;
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(4)};
  a {
    color: ${({ theme }) => theme.colors.primary};
    font-weight: 600;
  }
`;
