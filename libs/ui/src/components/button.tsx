import type { ComponentProps, ReactNode } from 'react';
import styled, { css } from 'styled-components';
import { Spinner } from './spinner';

export type ButtonVariant = 'primary' | 'secondary' | 'danger' | 'ghost';
export type ButtonSize = 'small' | 'medium';

interface StyleProps {
  $variant?: ButtonVariant;
  $size?: ButtonSize;
}

/** Button look, also for links that act as buttons (`styled(Link)\`${buttonStyles}\``). */
export const buttonStyles = css<StyleProps>`
  position: relative;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.space(2)};
  min-height: ${({ $size }) => ($size === 'small' ? '36px' : '44px')};
  padding: 0 ${({ theme, $size }) => theme.space($size === 'small' ? 3 : 4)};
  border-radius: ${({ theme }) => theme.radius.md};
  border: 1px solid transparent;
  font: inherit;
  font-size: ${({ theme, $size }) => ($size === 'small' ? theme.font.small : theme.font.body)};
  font-weight: 600;
  cursor: pointer;
  text-decoration: none;
  transition: filter ${({ theme }) => theme.motion.fast};
  &:hover:not(:disabled) {
    filter: brightness(1.08);
  }
  &:disabled,
  &[aria-disabled='true'] {
    opacity: 0.6;
    cursor: not-allowed;
  }
  ${({ theme, $variant = 'primary' }) => {
    switch ($variant) {
      case 'primary':
        return css`
          background: ${theme.colors.primary};
          color: ${theme.colors.primaryText};
        `;
      case 'danger':
        return css`
          background: ${theme.colors.danger};
          color: ${theme.colors.surface};
        `;
      case 'ghost':
        return css`
          background: transparent;
          color: ${theme.colors.text};
          &:hover:not(:disabled) {
            background: ${theme.colors.surfaceMuted};
          }
        `;
      case 'secondary':
        return css`
          background: ${theme.colors.surface};
          color: ${theme.colors.text};
          border-color: ${theme.colors.border};
        `;
    }
  }}
`;

const StyledButton = styled.button<StyleProps>`
  ${buttonStyles}
`;

export interface ButtonProps extends Omit<ComponentProps<'button'>, 'children'> {
  variant?: ButtonVariant;
  size?: ButtonSize;
  /** Shows a spinner, blocks clicks and tells assistive technology the button is busy. */
  loading?: boolean;
  children?: ReactNode;
}

export function Button({
  variant = 'primary',
  size = 'medium',
  loading = false,
  disabled,
  type = 'button',
  children,
  ...rest
}: ButtonProps) {
  return (
    <StyledButton
      {...rest}
      type={type}
      $variant={variant}
      $size={size}
      disabled={disabled || loading}
      aria-busy={loading || undefined}
    >
      {loading ? <Spinner size={16} decorative /> : null}
      {children}
    </StyledButton>
  );
}

const SquareButton = styled(StyledButton)`
  min-width: ${({ $size }) => ($size === 'small' ? '36px' : '44px')};
  padding: 0;
`;

export interface IconButtonProps extends Omit<ComponentProps<'button'>, 'children'> {
  /** Required: an icon alone tells a screen reader nothing. */
  'aria-label': string;
  icon: ReactNode;
  variant?: ButtonVariant;
  size?: ButtonSize;
}

export function IconButton({
  icon,
  variant = 'ghost',
  size = 'medium',
  type = 'button',
  ...rest
}: IconButtonProps) {
  return (
    <SquareButton {...rest} type={type} $variant={variant} $size={size}>
      {icon}
    </SquareButton>
  );
}
