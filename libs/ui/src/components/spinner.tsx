import { useTranslation } from '@levita/i18n';
import styled, { keyframes } from 'styled-components';

const spin = keyframes`
  to { transform: rotate(360deg); }
`;

const Ring = styled.span<{ $size: number }>`
  display: inline-block;
  flex: none;
  width: ${({ $size }) => $size}px;
  height: ${({ $size }) => $size}px;
  border: ${({ $size }) => Math.max(2, Math.round($size / 8))}px solid currentColor;
  border-right-color: transparent;
  border-radius: 50%;
  animation: ${spin} 0.8s linear infinite;
`;

export interface SpinnerProps {
  /** What is loading, read by screen readers; "Carregando" / "Loading" by default. */
  label?: string;
  size?: number;
  /** Inside a control that already tells it is busy (a loading button), stay silent. */
  decorative?: boolean;
}

export function Spinner({ label, size = 24, decorative = false }: SpinnerProps) {
  const { t } = useTranslation('common');
  if (decorative) return <Ring $size={size} aria-hidden="true" />;
  return <Ring $size={size} role="status" aria-label={label ?? t('ui.spinner.label')} />;
}
