import { type FormEvent, type ReactNode, useState } from 'react';
import { useTranslation } from '@levita/i18n';
import styled from 'styled-components';
import { Button } from './button';
import { Modal } from './modal';
import { TextField } from './text-field';

const Form = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(4)};
  p {
    margin: 0;
  }
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space(2)};
`;

export interface ConfirmDialogProps {
  open: boolean;
  title: ReactNode;
  /** What will happen, in the user's words. */
  message?: ReactNode;
  /** "Confirmar" / "Confirm" by default. */
  confirmLabel?: string;
  /** "Cancelar" / "Cancel" by default. */
  cancelLabel?: string;
  onConfirm: () => void;
  onCancel: () => void;
  /** The action is running: confirm shows a spinner, nothing can be clicked or dismissed. */
  busy?: boolean;
  /** `danger` for destructive actions (red confirm button). */
  tone?: 'primary' | 'danger';
  /**
   * Part 1 §2/§5 (ministry deletion): confirm stays disabled until the user types the
   * confirmation word of the language, CONFIRMO or CONFIRM.
   */
  requireTypedWord?: boolean;
}

/**
 * Asks before an action. The modal focuses its first control, which is the word field or
 * else Cancel: the safe choice comes before Confirm.
 */
export function ConfirmDialog({
  open,
  title,
  onCancel,
  busy = false,
  ...rest
}: ConfirmDialogProps) {
  return (
    <Modal open={open} title={title} onClose={onCancel} dismissible={!busy} size="small">
      <ConfirmBody onCancel={onCancel} busy={busy} {...rest} />
    </Modal>
  );
}

/** Mounted only while open, so the typed word starts empty every time. */
function ConfirmBody({
  message,
  confirmLabel,
  cancelLabel,
  onConfirm,
  onCancel,
  busy,
  tone = 'primary',
  requireTypedWord = false,
}: Omit<ConfirmDialogProps, 'open' | 'title'>) {
  const { t } = useTranslation('common');
  const [typed, setTyped] = useState('');
  const word = t('ui.confirm.word');
  const wordMatches = !requireTypedWord || typed.trim() === word;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (wordMatches && !busy) onConfirm();
  };

  return (
    <Form onSubmit={submit} noValidate>
      {typeof message === 'string' ? <p>{message}</p> : message}
      {requireTypedWord ? (
        <TextField
          label={t('ui.confirm.typeWord', { word })}
          value={typed}
          onChange={(event) => setTyped(event.target.value)}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          disabled={busy}
        />
      ) : null}
      <Actions>
        <Button variant="secondary" disabled={busy} onClick={onCancel}>
          {cancelLabel ?? t('ui.confirm.cancel')}
        </Button>
        <Button
          type="submit"
          variant={tone === 'danger' ? 'danger' : 'primary'}
          disabled={!wordMatches}
          loading={busy}
        >
          {confirmLabel ?? t('ui.confirm.confirm')}
        </Button>
      </Actions>
    </Form>
  );
}
