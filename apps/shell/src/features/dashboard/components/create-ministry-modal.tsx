import { errorMessageOf, useCreateMinistry } from '@levita/api-client';
import { Button, FileDrop, Modal, Notice, Stack, Switch, TextField, useToast } from '@levita/ui';
import { type FormEvent, useId, useRef, useState } from 'react';
import { useTranslation } from '@levita/i18n';

/** Part 1 §5 and §9: a logo dropped at creation is at most 1 MB (settings allow 2 MB). */
export const CREATE_LOGO_MAX_BYTES = 1024 * 1024;

export interface CreateMinistryModalProps {
  open: boolean;
  onClose: () => void;
}

/** Part 1 §2: name, logo and the accepting-members switch (on by default). */
export function CreateMinistryModal({ open, onClose }: CreateMinistryModalProps) {
  // Mounted only while open, so every opening starts with an empty form.
  return open ? <CreateMinistryForm onClose={onClose} /> : null;
}

function CreateMinistryForm({ onClose }: { onClose: () => void }) {
  const { t, i18n } = useTranslation('dashboard');
  const toast = useToast();
  const create = useCreateMinistry();
  const formId = useId();
  const nameRef = useRef<HTMLInputElement>(null);
  const [nome, setNome] = useState('');
  const [nameError, setNameError] = useState<string | null>(null);
  const [logo, setLogo] = useState<File | null>(null);
  const [accepting, setAccepting] = useState(true);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const name = nome.trim();
    if (!name) {
      setNameError(t('create.nameRequired'));
      nameRef.current?.focus();
      return;
    }
    setNameError(null);
    create.mutate(
      { nome: name, aceitando_membros: accepting, ...(logo ? { logo } : {}) },
      {
        onSuccess: () => {
          toast.success(t('create.success'));
          onClose();
        },
      },
    );
  };

  const busy = create.isPending;
  return (
    <Modal
      open
      onClose={onClose}
      title={t('create.title')}
      dismissible={!busy}
      footer={
        <>
          <Button variant="secondary" disabled={busy} onClick={onClose}>
            {t('create.cancel')}
          </Button>
          <Button type="submit" form={formId} loading={busy}>
            {busy ? t('create.submitting') : t('create.submit')}
          </Button>
        </>
      }
    >
      <form id={formId} onSubmit={submit} noValidate>
        <Stack>
          {create.isError ? (
            <Notice $tone="danger" role="alert">
              <p>{errorMessageOf(create.error, i18n.language)}</p>
            </Notice>
          ) : null}
          <TextField
            ref={nameRef}
            name="nome"
            label={t('create.name')}
            required
            value={nome}
            error={nameError}
            disabled={busy}
            autoComplete="off"
            onChange={(event) => {
              setNome(event.target.value);
              if (nameError && event.target.value.trim()) setNameError(null);
            }}
          />
          <FileDrop
            label={t('create.logo')}
            accept="image/*"
            maxSizeBytes={CREATE_LOGO_MAX_BYTES}
            file={logo}
            disabled={busy}
            onFileChange={setLogo}
          />
          <Switch
            label={t('create.accepting')}
            description={t('create.acceptingHint')}
            checked={accepting}
            disabled={busy}
            onCheckedChange={setAccepting}
          />
        </Stack>
      </form>
    </Modal>
  );
}
