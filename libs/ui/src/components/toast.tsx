import {
  createContext,
  type ReactNode,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
} from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from '@levita/i18n';
import styled, { keyframes } from 'styled-components';
import { toastTopInsetVar } from './toast-inset';

/** Part 1 §4 and part 2 §9: toasts hide after 5000 ms. */
export const TOAST_DURATION_MS = 5000;

export type ToastType = 'success' | 'error' | 'info';

export interface ToastNotice {
  type: ToastType;
  message: string;
}

export interface ToastApi {
  /** Shows a toast and returns its id. */
  show: (notice: ToastNotice) => number;
  success: (message: string) => number;
  error: (message: string) => number;
  info: (message: string) => number;
  dismiss: (id: number) => void;
}

interface Toast extends ToastNotice {
  id: number;
}

const ToastContext = createContext<ToastApi | null>(null);

const slideIn = keyframes`
  from { opacity: 0; transform: translateY(-8px); }
  to { opacity: 1; transform: none; }
`;

const Region = styled.div`
  position: fixed;
  top: calc(var(${toastTopInsetVar}, 0px) + ${({ theme }) => theme.space(4)});
  right: ${({ theme }) => theme.space(4)};
  z-index: ${({ theme }) => theme.zIndex.toast};
  display: grid;
  gap: ${({ theme }) => theme.space(2)};
  width: min(380px, calc(100vw - 32px));
  pointer-events: none;
`;

const Item = styled.div<{ $type: ToastType }>`
  display: flex;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space(3)};
  padding: ${({ theme }) => theme.space(3)} ${({ theme }) => theme.space(4)};
  border-radius: ${({ theme }) => theme.radius.md};
  border-left: 4px solid
    ${({ theme, $type }) =>
      $type === 'error'
        ? theme.colors.danger
        : $type === 'success'
          ? theme.colors.success
          : theme.colors.info};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  box-shadow: ${({ theme }) => theme.shadow.md};
  pointer-events: auto;
  animation: ${slideIn} ${({ theme }) => theme.motion.fast} ease-out;
  span {
    flex: 1;
  }
`;

const Close = styled.button`
  flex: none;
  width: 28px;
  height: 28px;
  margin: -2px -6px 0 0;
  border: 0;
  border-radius: ${({ theme }) => theme.radius.sm};
  background: none;
  color: inherit;
  font-size: 1.25rem;
  line-height: 1;
  cursor: pointer;
  &:hover {
    background: ${({ theme }) => theme.colors.surfaceMuted};
  }
`;

function ToastItem({
  toast,
  duration,
  onDismiss,
}: {
  toast: Toast;
  duration: number;
  onDismiss: (id: number) => void;
}) {
  const { t } = useTranslation('common');
  // Reading a toast with the pointer or the keyboard holds it open; leaving restarts the count.
  const [held, setHeld] = useState(false);
  useEffect(() => {
    if (held) return;
    const timer = setTimeout(() => onDismiss(toast.id), duration);
    return () => clearTimeout(timer);
  }, [held, duration, onDismiss, toast.id]);

  return (
    <Item
      $type={toast.type}
      role={toast.type === 'error' ? 'alert' : 'status'}
      onMouseEnter={() => setHeld(true)}
      onMouseLeave={() => setHeld(false)}
      onFocus={() => setHeld(true)}
      onBlur={() => setHeld(false)}
    >
      <span>{toast.message}</span>
      <Close type="button" aria-label={t('ui.toast.close')} onClick={() => onDismiss(toast.id)}>
        <span aria-hidden="true">×</span>
      </Close>
    </Item>
  );
}

export interface ToastProviderProps {
  children: ReactNode;
  /** Milliseconds before a toast hides; 5000 by default. */
  duration?: number;
}

/**
 * Holds the toasts of one React root and shows them top-right (part 2 §9), below the bar
 * given to `useToastsBelow`, in a live region, so screen readers read them; errors are alerts.
 */
export function ToastProvider({ children, duration = TOAST_DURATION_MS }: ToastProviderProps) {
  const { t } = useTranslation('common');
  const [toasts, setToasts] = useState<Toast[]>([]);
  const nextId = useRef(1);

  const dismiss = useCallback((id: number) => {
    setToasts((current) => current.filter((toast) => toast.id !== id));
  }, []);

  const api = useMemo<ToastApi>(() => {
    const show = (notice: ToastNotice) => {
      const id = nextId.current++;
      setToasts((current) => [...current, { ...notice, id }]);
      return id;
    };
    return {
      show,
      success: (message) => show({ type: 'success', message }),
      error: (message) => show({ type: 'error', message }),
      info: (message) => show({ type: 'info', message }),
      dismiss,
    };
  }, [dismiss]);

  return (
    <ToastContext.Provider value={api}>
      {children}
      {createPortal(
        <Region aria-label={t('ui.toast.region')} aria-live="polite" role="region">
          {toasts.map((toast) => (
            <ToastItem key={toast.id} toast={toast} duration={duration} onDismiss={dismiss} />
          ))}
        </Region>,
        document.body,
      )}
    </ToastContext.Provider>
  );
}

/** The toasts of the nearest ToastProvider. */
export function useToast(): ToastApi {
  const api = useContext(ToastContext);
  if (!api) throw new Error('useToast needs a <ToastProvider> above it.');
  return api;
}
