import { useEffect, useState } from 'react';
import { useTranslation } from '@levita/i18n';
import styled from 'styled-components';
import { type SignOutReason, useSession } from './session-store';

const Notice = styled.p`
  margin: 0 0 ${({ theme }) => theme.space(4)};
  padding: ${({ theme }) => theme.space(3)} ${({ theme }) => theme.space(4)};
  border-radius: ${({ theme }) => theme.radius.md};
  border-left: 4px solid ${({ theme }) => theme.colors.warning};
  background: ${({ theme }) => theme.colors.warningSurface};
  color: ${({ theme }) => theme.colors.text};
`;

/**
 * Why the session has just ended by itself (expired, part 1 §4, §8) or with the account
 * (deleted), else null. The reason is taken from the store once and cleared there, so the
 * message shows on this visit of the page and not the next.
 */
export function useSessionEndedReason(): Exclude<SignOutReason, 'logout'> | null {
  const endedBecause = useSession((state) => state.endedBecause);
  const clearEndedBecause = useSession((state) => state.clearEndedBecause);
  const [reason, setReason] = useState(() => (endedBecause === 'logout' ? null : endedBecause));

  useEffect(() => {
    if (endedBecause === null || endedBecause === 'logout') return;
    setReason(endedBecause);
    clearEndedBecause();
  }, [endedBecause, clearEndedBecause]);

  return reason;
}

/**
 * "Sessão expirada. Por favor, faça login novamente." on the login page after the session
 * ended by itself, or that the account was deleted; renders nothing otherwise. Texts come
 * from the `shell` namespace.
 */
export function SessionEndedNotice() {
  const { t } = useTranslation('shell');
  const reason = useSessionEndedReason();
  if (!reason) return null;
  return <Notice role="alert">{t(`session.${reason}`)}</Notice>;
}
