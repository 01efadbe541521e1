import { useEffect, useState } from 'react';
import { useTranslation } from '@levita/i18n';
import styled from 'styled-components';
import { useSession } from './session-store';

const Notice = styled.p`
  margin: 0 0 ${({ theme }) => theme.space(4)};
  padding: ${({ theme }) => theme.space(3)} ${({ theme }) => theme.space(4)};
  border-radius: ${({ theme }) => theme.radius.md};
  border-left: 4px solid ${({ theme }) => theme.colors.warning};
  background: ${({ theme }) => theme.colors.warningSurface};
  color: ${({ theme }) => theme.colors.text};
`;

/**
 * True when the session has just expired (part 1 §4, §8). The flag is taken from the store
 * once and cleared there, so the message shows on this visit of the page and not the next.
 */
export function useSessionExpiredNotice(): boolean {
  const endedBecause = useSession((state) => state.endedBecause);
  const clearEndedBecause = useSession((state) => state.clearEndedBecause);
  const [expired, setExpired] = useState(() => endedBecause === 'expired');

  useEffect(() => {
    if (endedBecause !== 'expired') return;
    setExpired(true);
    clearEndedBecause();
  }, [endedBecause, clearEndedBecause]);

  return expired;
}

/**
 * "Sessão expirada. Por favor, faça login novamente." on the login page after the session
 * ended by itself; renders nothing otherwise. Texts come from the `shell` namespace.
 */
export function SessionEndedNotice() {
  const { t } = useTranslation('shell');
  const expired = useSessionExpiredNotice();
  if (!expired) return null;
  return <Notice role="alert">{t('session.expired')}</Notice>;
}
