import styled from 'styled-components';
import { Button } from './button';

const Panel = styled.section`
  margin: ${({ theme }) => theme.space(6)} auto;
  max-width: 560px;
  padding: ${({ theme }) => theme.space(6)};
  border-radius: ${({ theme }) => theme.radius.lg};
  border: 1px solid ${({ theme }) => theme.colors.danger};
  background: ${({ theme }) => theme.colors.dangerSurface};
  text-align: center;
  h2 {
    margin: 0 0 ${({ theme }) => theme.space(2)};
    font-size: ${({ theme }) => theme.font.title};
  }
  p {
    margin: 0 0 ${({ theme }) => theme.space(4)};
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

export interface ErrorPanelProps {
  title: string;
  message?: string;
  /** Label of the retry button; the button shows only when `onRetry` is given. */
  retryLabel?: string;
  onRetry?: () => void;
}

/** A failure the user can recover from, announced to assistive technology. */
export function ErrorPanel({ title, message, retryLabel, onRetry }: ErrorPanelProps) {
  return (
    <Panel role="alert">
      <h2>{title}</h2>
      {message ? <p>{message}</p> : null}
      {onRetry && retryLabel ? <Button onClick={onRetry}>{retryLabel}</Button> : null}
    </Panel>
  );
}
