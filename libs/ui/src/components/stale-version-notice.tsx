import { useTranslation } from '@levita/i18n';
import { useEffect, useRef } from 'react';
import styled from 'styled-components';
import type { VersionedEdit, VersionedRecord } from '../hooks/use-versioned-edit';
import { Button } from './button';
import { Notice } from './notice';

const Body = styled(Notice)`
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space(2)};
  p:first-child {
    font-weight: 600;
  }
`;

export interface StaleVersionNoticeProps {
  /** What changed, in the screen's words: "Someone changed this schedule while you were editing." */
  message: string;
  /** What it means for the form; by default: nothing was saved, reloading replaces the typing. */
  detail?: string;
  reloadLabel?: string;
  /** Shown when the reload itself could not read the record; the button tries again. */
  reloadFailedMessage?: string;
  edit: Pick<VersionedEdit<VersionedRecord>, 'reload' | 'reloading' | 'reloadFailed'>;
}

/**
 * A save refused because the record changed since the form read it (useVersionedEdit). The
 * message is announced, and focus moves to Reload, the one way on (the form's save waits for
 * it): when the notice appears and again when a reload fails.
 */
export function StaleVersionNotice({
  message,
  detail,
  reloadLabel,
  reloadFailedMessage,
  edit,
}: StaleVersionNoticeProps) {
  const { t } = useTranslation('common');
  const reloadRef = useRef<HTMLButtonElement>(null);
  const { reload, reloading, reloadFailed } = edit;

  useEffect(() => {
    if (!reloading) reloadRef.current?.focus();
  }, [reloading]);

  return (
    <Body $tone="danger" role="alert">
      <p>{message}</p>
      <p>{detail ?? t('ui.staleVersion.detail')}</p>
      {reloadFailed ? <p>{reloadFailedMessage ?? t('ui.staleVersion.reloadFailed')}</p> : null}
      <Button ref={reloadRef} variant="secondary" loading={reloading} onClick={() => void reload()}>
        {reloadLabel ?? t('ui.staleVersion.reload')}
      </Button>
    </Body>
  );
}
