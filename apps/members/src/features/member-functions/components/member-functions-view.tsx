import type { MemberFunction, MinistryFunction, MinistryMember } from '@levita/contracts';
import { Button, EmptyState } from '@levita/ui';
import { useId, useRef, useState } from 'react';
import { useTranslation } from '@levita/i18n';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { paths } from '../../../config/paths';
import { assignableFunctions } from '../utils/assignable-functions';
import { AssignmentFormModal } from './assignment-form-modal';
import { MemberFunctionCard } from './member-function-card';
import { RemoveAssignmentDialog } from './remove-assignment-dialog';

const Header = styled.header`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space(3)};
  h1 {
    margin: 0;
    overflow-wrap: anywhere;
  }
  h1:focus {
    outline: none;
  }
  ${({ theme }) => theme.media.phone} {
    > button {
      width: 100%;
    }
  }
`;

const Titles = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(1)};
  min-width: 0;
`;

const Eyebrow = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.font.small};
  font-weight: 600;
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Counter = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.font.small};
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Hint = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.font.small};
  color: ${({ theme }) => theme.colors.textMuted};
  a {
    color: ${({ theme }) => theme.colors.primary};
    font-weight: 600;
  }
`;

const Note = styled.p`
  margin: 0;
  padding: ${({ theme }) => theme.space(3)} ${({ theme }) => theme.space(4)};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.colors.infoSurface};
`;

const Cards = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(min(280px, 100%), 1fr));
  gap: ${({ theme }) => theme.space(4)};
  margin: 0;
  padding: 0;
  list-style: none;
`;

type Editor = { mode: 'assign' } | { mode: 'edit'; assignment: MemberFunction } | null;

export interface MemberFunctionsViewProps {
  ministryId: number;
  member: MinistryMember;
  functions: readonly MinistryFunction[];
  assignments: readonly MemberFunction[];
}

/**
 * A member's functions (part 2 §2 Member functions screen): their name, how many functions
 * they hold and how many are left, the functions as cards, and assign / edit / remove. Only
 * active members can hold functions (the API refuses others), so anyone else is read only.
 */
export function MemberFunctionsView({
  ministryId,
  member,
  functions,
  assignments,
}: MemberFunctionsViewProps) {
  const { t } = useTranslation(['member-functions', 'members']);
  const [editor, setEditor] = useState<Editor>(null);
  const [removing, setRemoving] = useState<MemberFunction | null>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const hintId = useId();
  const name = member.usuario.nome;
  const available = assignableFunctions(functions, assignments).length;
  const active = member.status === 'ATIVO';
  const canAssign = active && available > 0;

  const openAssign = () => setEditor({ mode: 'assign' });
  const edit = active
    ? (assignment: MemberFunction) => setEditor({ mode: 'edit', assignment })
    : undefined;
  const remove = active ? setRemoving : undefined;

  // Why assigning is not offered: every function is held, or the ministry has none yet.
  let hint = null;
  if (active && functions.length === 0)
    hint = (
      <Hint id={hintId}>
        {t('noFunctions')} <Link to={paths.functions.getHref()}>{t('goToFunctions')}</Link>
      </Hint>
    );
  else if (active && available === 0) hint = <Hint id={hintId}>{t('allAssigned')}</Hint>;

  return (
    <>
      <Header>
        <Titles>
          <Eyebrow>{t('eyebrow')}</Eyebrow>
          <h1 ref={headingRef} tabIndex={-1}>
            {name}
          </h1>
          <Counter role="status">
            {t('counter.summary', {
              assigned: t('counter.assigned', { count: assignments.length }),
              available: t('counter.available', { count: available }),
            })}
          </Counter>
        </Titles>
        {active ? (
          <Button
            onClick={openAssign}
            disabled={!canAssign}
            aria-describedby={hint ? hintId : undefined}
          >
            {t('actions.assign')}
          </Button>
        ) : null}
      </Header>
      {active ? null : (
        <Note>{t('inactive', { status: t(`members:standing.${member.status}`) })}</Note>
      )}
      {hint}
      {assignments.length === 0 ? (
        <EmptyState
          title={t('empty.title')}
          action={
            canAssign ? <Button onClick={openAssign}>{t('actions.assignFirst')}</Button> : null
          }
        >
          <p>{t('empty.hint', { name })}</p>
        </EmptyState>
      ) : (
        <Cards aria-label={t('list.label', { name })}>
          {assignments.map((assignment) => (
            <li key={assignment.id}>
              <MemberFunctionCard assignment={assignment} onEdit={edit} onRemove={remove} />
            </li>
          ))}
        </Cards>
      )}
      {editor ? (
        <AssignmentFormModal
          ministryId={ministryId}
          member={member}
          functions={functions}
          assignments={assignments}
          editing={editor.mode === 'edit' ? editor.assignment : undefined}
          onClose={() => setEditor(null)}
        />
      ) : null}
      {removing ? (
        <RemoveAssignmentDialog
          ministryId={ministryId}
          member={member}
          assignment={removing}
          onClose={() => setRemoving(null)}
          onRemoved={() => {
            setRemoving(null);
            // The card and its buttons are gone: the member's name is where to go on.
            headingRef.current?.focus();
          }}
        />
      ) : null}
    </>
  );
}
