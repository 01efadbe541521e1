import {
  isStaleVersion,
  useAssignMemberFunction,
  useMemberFunctions,
  useUpdateMemberFunction,
} from '@levita/api-client';
import type { MemberFunction, MinistryFunction, MinistryMember } from '@levita/contracts';
import { useRemoteProps } from '@levita/federation';
import {
  Button,
  Checkbox,
  Modal,
  Notice,
  Select,
  StaleVersionNotice,
  TextArea,
  useVersionedEdit,
  useFunctionDisplayName,
} from '@levita/ui';
import { type FormEvent, useRef, useState } from 'react';
import { useTranslation } from '@levita/i18n';
import styled from 'styled-components';
import { assignableFunctions, otherPrincipal } from '../utils/assignable-functions';
import { serverReason } from '../utils/server-reason';

/** The API's limit on an assignment's observations. */
const OBSERVATIONS_MAX = 500;

const Form = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(4)};
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space(2)};
`;

export interface AssignmentFormModalProps {
  ministryId: number;
  member: MinistryMember;
  functions: readonly MinistryFunction[];
  assignments: readonly MemberFunction[];
  /** The assignment to edit; none to assign a new function. */
  editing?: MemberFunction;
  onClose: () => void;
}

/**
 * Assign a function to a member, or edit an assignment (part 2 §5): the function (those the
 * member does not hold yet, and on an edit the current one), principal, observations. At most
 * one principal: the API unmarks the other, and the form says which beforehand. Mounted only
 * while open, so every opening starts from the assignment (or blank). An edit refused because
 * someone changed the assignment meanwhile keeps what was chosen until the person reloads it.
 */
export function AssignmentFormModal({
  ministryId,
  member,
  functions,
  assignments,
  editing,
  onClose,
}: AssignmentFormModalProps) {
  const { t, i18n } = useTranslation('member-functions');
  const { notify } = useRemoteProps();
  const displayName = useFunctionDisplayName();
  const assign = useAssignMemberFunction(ministryId);
  const update = useUpdateMemberFunction(ministryId);
  const mutation = editing ? update : assign;
  // Fetched only when a stale edit is reloaded: the page's own query shows the record.
  const held = useMemberFunctions(member.id, { enabled: false });
  const [functionId, setFunctionId] = useState(String(editing?.funcao_id ?? 0));
  const [principal, setPrincipal] = useState(editing?.principal ?? false);
  const [observations, setObservations] = useState(editing?.observacoes ?? '');
  // Saving without a function says so under the field (a dialog over this dialog did before).
  const [missing, setMissing] = useState(false);
  const selectRef = useRef<HTMLSelectElement>(null);
  const edit = useVersionedEdit({
    initial: editing,
    fetchCurrent: async () => {
      const { data } = await held.refetch({ throwOnError: true });
      return data?.find((assignment) => assignment.id === editing?.id);
    },
    onReload: (fresh) => {
      setFunctionId(String(fresh.funcao_id));
      setPrincipal(fresh.principal);
      setObservations(fresh.observacoes ?? '');
      update.reset();
    },
    focusAfterReload: selectRef,
  });
  // The assignment as read or reloaded: its function stays among the choices.
  const base = edit.record;

  // In the reader's language, so in its alphabetical order (the API sorts the stored names).
  const options = assignableFunctions(functions, assignments, base?.funcao_id)
    .map((fn) => ({ id: fn.id, name: displayName(fn.nome) }))
    .sort((a, b) => a.name.localeCompare(b.name, i18n.language));
  const replaced = otherPrincipal(assignments, base);
  const memberName = member.usuario.nome;
  const saving = mutation.isPending;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (saving || edit.stale) return;
    const chosen = Number(functionId);
    if (!chosen) {
      setMissing(true);
      selectRef.current?.focus();
      return;
    }
    const changes = {
      funcao_id: chosen,
      principal,
      observacoes: observations.trim() || null,
    };
    let saved: MemberFunction;
    try {
      saved = base
        ? await update.mutateAsync({
            assignmentId: base.id,
            changes: { ...changes, versao: edit.versao },
          })
        : await assign.mutateAsync({ memberId: member.id, assignment: changes });
    } catch (error) {
      if (isStaleVersion(error)) edit.markStale();
      return;
    }
    const naming = { function: displayName(saved.funcao.nome), member: memberName };
    notify({
      type: 'success',
      message: t(editing ? 'toast.updated' : 'toast.assigned', naming),
    });
    onClose();
  };

  const reason = mutation.isError ? serverReason(mutation.error, i18n.language) : null;

  return (
    <>
      <Modal
        open
        onClose={onClose}
        dismissible={!saving}
        title={editing ? t('form.editTitle', { name: memberName }) : t('form.assignTitle')}
      >
        <Form onSubmit={(event) => void submit(event)} noValidate>
          {editing ? null : <p>{t('form.assignIntro', { name: memberName })}</p>}
          <Select
            ref={selectRef}
            label={t('form.function')}
            value={functionId}
            onChange={(event) => {
              setFunctionId(event.target.value);
              setMissing(false);
            }}
            disabled={saving}
            required
            error={missing ? t('required.message') : undefined}
          >
            {editing ? null : <option value="0">{t('form.choose')}</option>}
            {options.map((option) => (
              <option key={option.id} value={String(option.id)}>
                {option.name}
              </option>
            ))}
          </Select>
          <Checkbox
            label={t('form.principal')}
            hint={
              replaced
                ? t('form.principalReplaces', { name: displayName(replaced.funcao.nome) })
                : t('form.principalHint')
            }
            checked={principal}
            onChange={(event) => setPrincipal(event.target.checked)}
            disabled={saving}
          />
          <TextArea
            label={t('form.observations')}
            hint={t('form.observationsHint')}
            value={observations}
            maxLength={OBSERVATIONS_MAX}
            onChange={(event) => setObservations(event.target.value)}
            disabled={saving}
          />
          {edit.stale ? (
            <StaleVersionNotice message={t('staleVersion', { name: memberName })} edit={edit} />
          ) : mutation.isError ? (
            <Notice $tone="danger" role="alert">
              <p>{t(editing ? 'form.updateFailed' : 'form.assignFailed')}</p>
              {reason ? <p>{reason}</p> : null}
            </Notice>
          ) : null}
          <Actions>
            <Button variant="secondary" onClick={onClose} disabled={saving}>
              {t('form.cancel')}
            </Button>
            <Button type="submit" loading={saving} disabled={edit.stale}>
              {editing ? t('form.save') : t('form.assign')}
            </Button>
          </Actions>
        </Form>
      </Modal>
    </>
  );
}
