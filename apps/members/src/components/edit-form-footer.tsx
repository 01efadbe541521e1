import { Button, Notice, StaleVersionNotice, type StaleVersionNoticeProps } from '@levita/ui';
import styled from 'styled-components';

/** A dialog's form: its fields one under the other. */
export const DialogForm = styled.form`
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

interface EditFormFooterProps {
  edit: StaleVersionNoticeProps['edit'] & { stale: boolean };
  /** What changed meanwhile, in the dialog's words. */
  staleMessage: string;
  /** The server's reason a save failed, already translated. */
  serverError: string | null;
  saving: boolean;
  cancelLabel: string;
  saveLabel: string;
  onCancel: () => void;
}

/**
 * The end of a dialog that edits a versioned record: the stale-version notice (the save waits
 * for a reload), the server's refusal, then Cancel and Save.
 */
export function EditFormFooter({
  edit,
  staleMessage,
  serverError,
  saving,
  cancelLabel,
  saveLabel,
  onCancel,
}: EditFormFooterProps) {
  return (
    <>
      {edit.stale ? <StaleVersionNotice message={staleMessage} edit={edit} /> : null}
      {serverError ? (
        <Notice $tone="danger" role="alert">
          <p>{serverError}</p>
        </Notice>
      ) : null}
      <Actions>
        <Button variant="secondary" onClick={onCancel} disabled={saving}>
          {cancelLabel}
        </Button>
        <Button type="submit" loading={saving} disabled={edit.stale}>
          {saveLabel}
        </Button>
      </Actions>
    </>
  );
}
