import {
  errorMessageOf,
  isApiError,
  isStaleVersion,
  useCreateFunction,
  useFunctions,
  useUpdateFunction,
} from '@levita/api-client';
import type { MinistryFunction } from '@levita/contracts';
import { useRemoteProps } from '@levita/federation';
import { useFormatters, useTranslation } from '@levita/i18n';
import {
  Button,
  Modal,
  Notice,
  Stack,
  StaleVersionNotice,
  TextArea,
  TextField,
  useVersionedEdit,
  useFunctionDisplayName,
} from '@levita/ui';
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import styled from 'styled-components';
import {
  createRequestOf,
  emptyFunctionForm,
  formValuesOf,
  missingName,
  updateRequestOf,
  type FunctionFormValues,
} from '../utils/function-form-values';
import { IconPicker } from './icon-picker';

/** The contracts' limits (createFunctionRequestSchema): the inputs stop there. */
const NAME_MAX = 60;
const DESCRIPTION_MAX = 500;

const IconLabel = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: baseline;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space(2)};
  margin-bottom: ${({ theme }) => theme.space(2)};
  span:first-child {
    font-weight: 600;
  }
  span:last-child {
    font-size: ${({ theme }) => theme.font.small};
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

export interface FunctionFormModalProps {
  ministryId: number;
  /** The function to edit; none to create one. */
  editing: MinistryFunction | null;
  onClose: () => void;
}

/**
 * Create or edit a function (part 1 §2, §5): the name is required, the description optional,
 * the icon one of the 30 (the microphone for a new one). A name another function already has
 * (case ignored) is the API's to refuse: its message shows on the name. Mounted only while
 * open, so each opening starts from the function as it is. An edit refused because someone
 * changed the function meanwhile keeps what was typed until the person reloads it.
 */
export function FunctionFormModal({ ministryId, editing, onClose }: FunctionFormModalProps) {
  const { t } = useTranslation('function-catalogue');
  const { t: tCommon } = useTranslation('common');
  const { locale } = useFormatters();
  const { notify } = useRemoteProps();
  const displayName = useFunctionDisplayName();
  const create = useCreateFunction();
  const update = useUpdateFunction();
  // Fetched only when a stale edit is reloaded: the page's own query shows the record.
  const functions = useFunctions(ministryId, { enabled: false });
  const formId = useId();
  const iconLabelId = useId();
  const nameRef = useRef<HTMLInputElement>(null);
  const shownName = editing ? displayName(editing.nome) : '';
  const [values, setValues] = useState<FunctionFormValues>(() =>
    editing ? formValuesOf(editing, shownName) : emptyFunctionForm,
  );
  const [nameError, setNameError] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [focusName, setFocusName] = useState(false);
  const busy = create.isPending || update.isPending;
  const edit = useVersionedEdit({
    initial: editing,
    fetchCurrent: async () => {
      const { data } = await functions.refetch({ throwOnError: true });
      return data?.find((fn) => fn.id === editing?.id);
    },
    onReload: (fresh) => {
      setValues(formValuesOf(fresh, displayName(fresh.nome)));
      setNameError(null);
    },
    focusAfterReload: nameRef,
  });

  // The name field is disabled while the call runs: it takes the focus back once enabled.
  useEffect(() => {
    if (!focusName || busy) return;
    nameRef.current?.focus();
    setFocusName(false);
  }, [focusName, busy]);

  const change = (patch: Partial<FunctionFormValues>) => setValues((old) => ({ ...old, ...patch }));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy || edit.stale) return;
    setFailure(null);
    if (missingName(values)) {
      setNameError(t('form.nameRequired'));
      setFocusName(true);
      return;
    }
    setNameError(null);
    // The function as the form read it (or reloaded it): its name and version go with the edit.
    const base = edit.record;
    try {
      const saved = base
        ? await update.mutateAsync({
            functionId: base.id,
            changes: {
              ...updateRequestOf(values, base, displayName(base.nome)),
              versao: edit.versao,
            },
          })
        : await create.mutateAsync({ ministryId, fields: createRequestOf(values) });
      notify({
        type: 'success',
        message: t(editing ? 'form.saved' : 'form.created', { name: displayName(saved.nome) }),
      });
      onClose();
    } catch (error) {
      if (isStaleVersion(error)) return edit.markStale();
      const message = errorMessageOf(error, locale);
      // Names are unique per ministry (case ignored): the clash belongs to the name field.
      if (isApiError(error) && error.error === 'function_name_taken') {
        setNameError(message);
        setFocusName(true);
      } else setFailure(message);
    }
  };

  return (
    <Modal
      open
      onClose={onClose}
      title={t(editing ? 'form.editTitle' : 'form.createTitle')}
      dismissible={!busy}
      initialFocusRef={nameRef}
      footer={
        <>
          <Button variant="secondary" disabled={busy} onClick={onClose}>
            {t('form.cancel')}
          </Button>
          <Button type="submit" form={formId} loading={busy} disabled={edit.stale}>
            {t(editing ? 'form.save' : 'form.create')}
          </Button>
        </>
      }
    >
      <form id={formId} onSubmit={(event) => void submit(event)} noValidate>
        <Stack>
          {edit.stale ? <StaleVersionNotice message={t('staleVersion')} edit={edit} /> : null}
          {failure ? (
            <Notice $tone="danger" role="alert">
              <p>{failure}</p>
            </Notice>
          ) : null}
          <TextField
            ref={nameRef}
            name="nome"
            label={t('form.name')}
            required
            maxLength={NAME_MAX}
            autoComplete="off"
            value={values.nome}
            error={nameError}
            disabled={busy}
            onChange={(event) => {
              change({ nome: event.target.value });
              if (nameError && event.target.value.trim()) setNameError(null);
            }}
          />
          <TextArea
            name="descricao"
            label={t('form.description')}
            hint={t('form.descriptionHint')}
            maxLength={DESCRIPTION_MAX}
            rows={3}
            value={values.descricao}
            disabled={busy}
            onChange={(event) => change({ descricao: event.target.value })}
          />
          <div>
            <IconLabel>
              <span id={iconLabelId}>{t('form.icon')}</span>
              <span aria-hidden="true">
                {t('form.iconChosen', { icon: tCommon(`ui.functionIcons.${values.icone}`) })}
              </span>
            </IconLabel>
            <IconPicker
              value={values.icone}
              labelledBy={iconLabelId}
              disabled={busy}
              onChange={(icone) => change({ icone })}
            />
          </div>
        </Stack>
      </form>
    </Modal>
  );
}
