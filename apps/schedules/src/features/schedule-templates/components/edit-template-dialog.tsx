import { errorMessageOf, useUpdateTemplate } from '@levita/api-client';
import type { TemplateSummary } from '@levita/contracts';
import { useRemoteProps } from '@levita/federation';
import { useTranslation } from '@levita/i18n';
import { Button, Cluster, Modal, Notice, Stack, TextArea, TextField } from '@levita/ui';
import { type FormEvent, useState } from 'react';

/**
 * A template's name and the schedule fields it gives (title, time, place, notes), saved from
 * the version the page read: someone else's change in between is refused and said so.
 */
export function EditTemplateDialog({
  template,
  onClose,
}: {
  template: TemplateSummary;
  onClose: () => void;
}) {
  const { t, i18n } = useTranslation(['schedule-templates', 'schedules']);
  const { notify } = useRemoteProps();
  const update = useUpdateTemplate();
  const [values, setValues] = useState({
    nome: template.nome,
    titulo: template.titulo,
    horario: template.horario,
    local: template.local ?? '',
    observacoes: template.observacoes ?? '',
  });
  const [showMissing, setShowMissing] = useState(false);
  const change = (changes: Partial<typeof values>) => setValues({ ...values, ...changes });
  const missing = (text: string) =>
    showMissing && text.trim() === '' ? t('use.required') : undefined;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (update.isPending) return;
    if (!values.nome.trim() || !values.titulo.trim() || !values.horario) {
      setShowMissing(true);
      return;
    }
    update.mutate(
      { templateId: template.id, template: { ...values, versao: template.versao } },
      {
        onSuccess: (saved) => {
          notify({ type: 'success', message: t('edit.done', { name: saved.nome }) });
          onClose();
        },
      },
    );
  };

  return (
    <Modal
      open
      onClose={onClose}
      dismissible={!update.isPending}
      title={t('edit.title', { name: template.nome })}
    >
      <Stack as="form" onSubmit={submit} noValidate>
        <TextField
          label={t('edit.name')}
          required
          maxLength={80}
          value={values.nome}
          error={missing(values.nome)}
          onChange={(event) => change({ nome: event.target.value })}
        />
        <TextField
          label={t('schedules:fields.titulo')}
          required
          maxLength={120}
          value={values.titulo}
          error={missing(values.titulo)}
          onChange={(event) => change({ titulo: event.target.value })}
        />
        <TextField
          type="time"
          step={900}
          label={t('schedules:fields.horario')}
          required
          value={values.horario}
          error={missing(values.horario)}
          onChange={(event) => change({ horario: event.target.value })}
        />
        <TextField
          label={t('schedules:fields.local')}
          maxLength={200}
          value={values.local}
          onChange={(event) => change({ local: event.target.value })}
        />
        <TextArea
          label={t('schedules:fields.observacoes')}
          maxLength={2000}
          value={values.observacoes}
          onChange={(event) => change({ observacoes: event.target.value })}
        />
        {update.isError ? (
          <Notice $tone="danger" role="alert">
            {errorMessageOf(update.error, i18n.language)}
          </Notice>
        ) : null}
        <Cluster $gap={2} $justify="end">
          <Button variant="secondary" onClick={onClose} disabled={update.isPending}>
            {t('cancel')}
          </Button>
          <Button type="submit" loading={update.isPending}>
            {t('edit.submit')}
          </Button>
        </Cluster>
      </Stack>
    </Modal>
  );
}
