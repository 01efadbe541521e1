import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { useToasts } from './toast-store';

const Region = styled.section`
  position: fixed;
  right: ${({ theme }) => theme.space(4)};
  bottom: ${({ theme }) => theme.space(4)};
  display: grid;
  gap: ${({ theme }) => theme.space(2)};
  z-index: 1000;
`;

const Item = styled.div<{ $type: string }>`
  display: flex;
  gap: ${({ theme }) => theme.space(3)};
  align-items: center;
  padding: ${({ theme }) => theme.space(3)} ${({ theme }) => theme.space(4)};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.colors.surface};
  border-left: 4px solid
    ${({ theme, $type }) =>
      $type === 'error'
        ? theme.colors.danger
        : $type === 'success'
          ? theme.colors.success
          : theme.colors.primary};
  box-shadow: 0 6px 24px rgb(0 0 0 / 0.15);
  button {
    background: none;
    border: 0;
    color: inherit;
    cursor: pointer;
    font-size: 1.25rem;
  }
`;

export function ToastRegion() {
  const { t } = useTranslation('shell');
  const toasts = useToasts((state) => state.toasts);
  const dismiss = useToasts((state) => state.dismiss);
  return (
    <Region aria-label={t('notifications')} aria-live="polite">
      {toasts.map((toast) => (
        <Item key={toast.id} $type={toast.type} role={toast.type === 'error' ? 'alert' : 'status'}>
          <span>{toast.message}</span>
          <button
            type="button"
            aria-label={t('closeNotification')}
            onClick={() => dismiss(toast.id)}
          >
            ×
          </button>
        </Item>
      ))}
    </Region>
  );
}
