import { useTranslation } from '@levita/i18n';
import type { MouseEvent } from 'react';
import styled from 'styled-components';

/** Marks where a page's own content starts; the innermost one on the page is the target. */
export const skipTarget = { 'data-skip-target': '', tabIndex: -1 } as const;

const Link = styled.a`
  position: absolute;
  left: -9999px;
  &:focus {
    left: ${({ theme }) => theme.space(3)};
    top: ${({ theme }) => theme.space(3)};
    z-index: 100;
    padding: ${({ theme }) => theme.space(2)} ${({ theme }) => theme.space(3)};
    border-radius: ${({ theme }) => theme.radius.sm};
    background: ${({ theme }) => theme.colors.surface};
    color: ${({ theme }) => theme.colors.text};
  }
`;

/**
 * The first stop of the keyboard: past the top bar and the ministry menu to the page itself
 * (some 16 stops otherwise). It moves focus itself, since the target is the page's innermost
 * content area, which the shell's layouts mark with `skipTarget`.
 */
export function SkipLink() {
  const { t } = useTranslation('shell');
  const skip = (event: MouseEvent<HTMLAnchorElement>) => {
    const targets = document.querySelectorAll<HTMLElement>('[data-skip-target]');
    const target = targets[targets.length - 1];
    if (!target) return;
    event.preventDefault();
    target.focus();
  };
  return (
    <Link href="#conteudo" onClick={skip}>
      {t('skipToContent')}
    </Link>
  );
}
