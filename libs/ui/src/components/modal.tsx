import {
  type KeyboardEvent,
  type ReactNode,
  type RefObject,
  useEffect,
  useId,
  useRef,
} from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from '@levita/i18n';
import styled, { keyframes } from 'styled-components';
import { IconButton } from './button';
import { focusableElements } from './focusable';

const fadeIn = keyframes`
  from { opacity: 0; }
  to { opacity: 1; }
`;

const Backdrop = styled.div`
  position: fixed;
  inset: 0;
  z-index: ${({ theme }) => theme.zIndex.modal};
  display: flex;
  align-items: center;
  justify-content: center;
  padding: ${({ theme }) => theme.space(4)};
  background: ${({ theme }) => theme.colors.overlay};
  animation: ${fadeIn} ${({ theme }) => theme.motion.fast} ease-out;
`;

const Dialog = styled.div<{ $size: ModalSize }>`
  display: flex;
  flex-direction: column;
  width: 100%;
  max-width: ${({ $size }) => ($size === 'small' ? '420px' : $size === 'large' ? '840px' : '560px')};
  max-height: calc(100vh - 32px);
  overflow: auto;
  border-radius: ${({ theme }) => theme.radius.lg};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  box-shadow: ${({ theme }) => theme.shadow.lg};
  &:focus {
    outline: none;
  }
  ${({ theme }) => theme.media.phone} {
    max-height: calc(100vh - 16px);
  }
`;

const Header = styled.header`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space(3)};
  padding: ${({ theme }) => theme.space(4)} ${({ theme }) => theme.space(5)} 0;
  h2 {
    margin: 0;
    font-size: ${({ theme }) => theme.font.large};
  }
`;

const Body = styled.div`
  padding: ${({ theme }) => theme.space(4)} ${({ theme }) => theme.space(5)};
`;

const Footer = styled.footer`
  display: flex;
  flex-wrap: wrap;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space(2)};
  padding: 0 ${({ theme }) => theme.space(5)} ${({ theme }) => theme.space(5)};
`;

export type ModalSize = 'small' | 'medium' | 'large';

export interface ModalProps {
  open: boolean;
  /** Esc, the close button and a click on the backdrop call it. */
  onClose: () => void;
  /** Names the dialog (aria-labelledby). */
  title: ReactNode;
  children: ReactNode;
  /** Action buttons, at the bottom right. */
  footer?: ReactNode;
  size?: ModalSize;
  /** What gets focus on open; the first focusable element otherwise. */
  initialFocusRef?: RefObject<HTMLElement | null>;
  /** While false (e.g. a request is running) Esc, the backdrop and the close button do nothing. */
  dismissible?: boolean;
}

/**
 * Modal dialog: rendered in a portal on document.body, labelled by its title; Tab and
 * Shift+Tab stay inside; Esc closes; on close the focus goes back where it was.
 */
export function Modal({ open, ...props }: ModalProps) {
  if (!open) return null;
  return createPortal(<OpenModal {...props} />, document.body);
}

function OpenModal({
  onClose,
  title,
  children,
  footer,
  size = 'medium',
  initialFocusRef,
  dismissible = true,
}: Omit<ModalProps, 'open'>) {
  const { t } = useTranslation('common');
  const dialogRef = useRef<HTMLDivElement>(null);
  const closeRef = useRef<HTMLButtonElement>(null);
  const titleId = useId();

  useEffect(() => {
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const dialog = dialogRef.current;
    if (dialog) {
      // The close button comes first in the tab order, but the content is what the user came for.
      const target =
        initialFocusRef?.current ??
        focusableElements(dialog).find((element) => element !== closeRef.current) ??
        (closeRef.current?.disabled ? null : closeRef.current) ??
        dialog;
      target.focus();
    }
    const { overflow } = document.body.style;
    document.body.style.overflow = 'hidden';
    return () => {
      document.body.style.overflow = overflow;
      // The opener may have left the page meanwhile (e.g. a deleted row); then focus stays put.
      // So does a focus the page moved on purpose while closing (onto a heading, say): only a
      // focus lost with the dialog goes back, or a slow list update would take it away again.
      const active = document.activeElement;
      const lost = !active || active === document.body || (dialog?.contains(active) ?? false);
      if (lost && opener?.isConnected) opener.focus();
    };
    // Focus moves on open only: re-renders while open must not steal it back.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape') {
      event.stopPropagation();
      if (dismissible) onClose();
      return;
    }
    if (event.key !== 'Tab' || !dialogRef.current) return;
    const focusable = focusableElements(dialogRef.current);
    const first = focusable[0];
    const last = focusable[focusable.length - 1];
    if (!first || !last) {
      event.preventDefault();
      return;
    }
    const active = document.activeElement;
    if (event.shiftKey && (active === first || active === dialogRef.current)) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && active === last) {
      event.preventDefault();
      first.focus();
    }
  };

  return (
    <Backdrop
      onMouseDown={(event) => {
        if (event.target === event.currentTarget && dismissible) onClose();
      }}
    >
      <Dialog
        ref={dialogRef}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
        $size={size}
        onKeyDown={onKeyDown}
      >
        <Header>
          <h2 id={titleId}>{title}</h2>
          <IconButton
            ref={closeRef}
            aria-label={t('ui.modal.close')}
            icon={<span aria-hidden="true">×</span>}
            size="small"
            disabled={!dismissible}
            onClick={onClose}
          />
        </Header>
        <Body>{children}</Body>
        {footer ? <Footer>{footer}</Footer> : null}
      </Dialog>
    </Backdrop>
  );
}
