import { errorMessageOf, useJoinMinistry } from '@levita/api-client';
import { Button, Modal, Notice, Stack, TextField, useToast } from '@levita/ui';
import { type FormEvent, useId, useRef, useState } from 'react';
import { useTranslation } from '@levita/i18n';

export interface RequestAccessModalProps {
  open: boolean;
  onClose: () => void;
}

/** Part 1 §2 and §5: one field, the access code, required and trimmed. */
export function RequestAccessModal({ open, onClose }: RequestAccessModalProps) {
  return open ? <RequestAccessForm onClose={onClose} /> : null;
}

function RequestAccessForm({ onClose }: { onClose: () => void }) {
  const { t, i18n } = useTranslation('dashboard');
  const toast = useToast();
  const join = useJoinMinistry();
  const formId = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const [code, setCode] = useState('');
  const [codeError, setCodeError] = useState<string | null>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const trimmed = code.trim();
    if (!trimmed) {
      setCodeError(t('join.codeRequired'));
      inputRef.current?.focus();
      return;
    }
    setCodeError(null);
    join.mutate(trimmed, {
      onSuccess: () => {
        toast.success(t('join.success'));
        onClose();
      },
    });
  };

  const busy = join.isPending;
  return (
    <Modal
      open
      onClose={onClose}
      title={t('join.title')}
      size="small"
      dismissible={!busy}
      footer={
        <>
          <Button variant="secondary" disabled={busy} onClick={onClose}>
            {t('join.cancel')}
          </Button>
          <Button type="submit" form={formId} loading={busy}>
            {t('join.submit')}
          </Button>
        </>
      }
    >
      <form id={formId} onSubmit={submit} noValidate>
        <Stack>
          {join.isError ? (
            <Notice $tone="danger" role="alert">
              <p>{errorMessageOf(join.error, i18n.language)}</p>
            </Notice>
          ) : null}
          <TextField
            ref={inputRef}
            label={t('join.code')}
            hint={t('join.codeHint')}
            required
            value={code}
            error={codeError}
            disabled={busy}
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            onChange={(event) => {
              setCode(event.target.value);
              if (codeError && event.target.value.trim()) setCodeError(null);
            }}
          />
        </Stack>
      </form>
    </Modal>
  );
}
