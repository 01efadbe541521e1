import { type ChangeEvent, type DragEvent, type ReactNode, useId, useRef, useState } from 'react';
import { useTranslation } from '@levita/i18n';
import styled from 'styled-components';
import { Button } from './button';

export type FileRejection = 'type' | 'size';

/** Whether the file fits an `accept` list like "image/*,.pdf" (as the file input reads it). */
export function matchesAccept(file: File, accept: string | undefined): boolean {
  const rules = (accept ?? '')
    .split(',')
    .map((rule) => rule.trim().toLowerCase())
    .filter(Boolean);
  if (rules.length === 0) return true;
  const type = file.type.toLowerCase();
  const name = file.name.toLowerCase();
  return rules.some((rule) => {
    if (rule.startsWith('.')) return name.endsWith(rule);
    if (rule.endsWith('/*')) return type.startsWith(rule.slice(0, -1));
    return type === rule;
  });
}

export function checkFile(
  file: File,
  { accept, maxSizeBytes }: { accept?: string; maxSizeBytes?: number },
): FileRejection | null {
  if (!matchesAccept(file, accept)) return 'type';
  if (maxSizeBytes !== undefined && file.size > maxSizeBytes) return 'size';
  return null;
}

/** "1MB", "1,5MB", "500KB": the way part 1 §5 writes the logo limit. */
export function formatFileSize(bytes: number, locale: string): string {
  const number = new Intl.NumberFormat(locale, { maximumFractionDigits: 1 });
  return bytes >= 1024 * 1024
    ? `${number.format(bytes / (1024 * 1024))}MB`
    : `${number.format(Math.ceil(bytes / 1024))}KB`;
}

function acceptsImagesOnly(accept: string | undefined): boolean {
  const rules = (accept ?? '')
    .split(',')
    .map((rule) => rule.trim())
    .filter(Boolean);
  return rules.length > 0 && rules.every((rule) => rule.startsWith('image/'));
}

const Zone = styled.div<{ $dragging: boolean; $invalid: boolean }>`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
  padding: ${({ theme }) => theme.space(6)} ${({ theme }) => theme.space(4)};
  border: 2px dashed
    ${({ theme, $dragging, $invalid }) =>
      $dragging ? theme.colors.primary : $invalid ? theme.colors.danger : theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.lg};
  background: ${({ theme, $dragging }) =>
    $dragging ? theme.colors.primarySurface : theme.colors.surface};
  text-align: center;
  transition:
    border-color ${({ theme }) => theme.motion.fast},
    background ${({ theme }) => theme.motion.fast};
  p {
    margin: 0;
  }
`;

const Label = styled.span`
  display: block;
  margin-bottom: ${({ theme }) => theme.space(1)};
  font-weight: 600;
`;

const Muted = styled.p`
  font-size: ${({ theme }) => theme.font.small};
  color: ${({ theme }) => theme.colors.textMuted};
`;

const ErrorText = styled.p`
  font-size: ${({ theme }) => theme.font.small};
  color: ${({ theme }) => theme.colors.danger};
`;

const HiddenInput = styled.input`
  display: none;
`;

export interface FileDropProps {
  label: ReactNode;
  /** Types the field takes, as for a file input: "image/*", "image/png,image/jpeg", ".pdf". */
  accept?: string;
  /** Larger files are refused with a message naming the limit. */
  maxSizeBytes?: number;
  /** Called with a file that passed the checks, or null when the user removes it. */
  onFileChange: (file: File | null) => void;
  /** The chosen file when the parent keeps it; otherwise the field remembers it. */
  file?: File | null;
  hint?: ReactNode;
  /** An error from elsewhere (the server), shown like a refusal. */
  error?: ReactNode;
  disabled?: boolean;
}

/**
 * File picker with a drop zone (part 1 §2 ministry logo). Dropped and picked files go through
 * the same checks: the type against `accept` and the size against `maxSizeBytes`; image-only
 * fields use the logo texts of part 1 §5. Keyboard users reach the picker button.
 */
export function FileDrop({
  label,
  accept,
  maxSizeBytes,
  onFileChange,
  file,
  hint,
  error,
  disabled = false,
}: FileDropProps) {
  const { t, i18n } = useTranslation('common');
  const inputRef = useRef<HTMLInputElement>(null);
  const [ownFile, setOwnFile] = useState<File | null>(null);
  const [rejection, setRejection] = useState<FileRejection | null>(null);
  const [dragging, setDragging] = useState(false);
  const id = useId();
  const labelId = `${id}-label`;
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = `${id}-error`;
  const chosen = file === undefined ? ownFile : file;
  const images = acceptsImagesOnly(accept);

  const take = (candidate: File | undefined) => {
    if (!candidate || disabled) return;
    const refused = checkFile(candidate, { accept, maxSizeBytes });
    setRejection(refused);
    if (refused) return;
    setOwnFile(candidate);
    onFileChange(candidate);
  };

  const remove = () => {
    setOwnFile(null);
    setRejection(null);
    onFileChange(null);
  };

  const onDragOver = (event: DragEvent<HTMLDivElement>) => {
    event.preventDefault();
    if (!disabled) setDragging(true);
  };

  const onDrop = (event: DragEvent<HTMLDivElement>) => {
    event.preventDefault();
    setDragging(false);
    take(event.dataTransfer.files[0]);
  };

  const onPick = (event: ChangeEvent<HTMLInputElement>) => {
    take(event.target.files?.[0]);
    // Picking the same file again after removing it must fire a change again.
    event.target.value = '';
  };

  const message = rejection
    ? rejection === 'type'
      ? t(images ? 'ui.fileDrop.imageOnly' : 'ui.fileDrop.wrongType')
      : t(images ? 'ui.fileDrop.imageTooLarge' : 'ui.fileDrop.tooLarge', {
          size: formatFileSize(maxSizeBytes ?? 0, i18n.language),
        })
    : error;

  return (
    <div
      role="group"
      aria-labelledby={labelId}
      onDragEnter={onDragOver}
      onDragOver={onDragOver}
      onDragLeave={(event) => {
        // Moving over the zone's own children fires dragleave too; only leaving the field counts.
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setDragging(false);
      }}
      onDrop={onDrop}
    >
      <Label id={labelId}>{label}</Label>
      <Zone $dragging={dragging} $invalid={Boolean(message)}>
        {chosen ? (
          <p>{t('ui.fileDrop.selected', { name: chosen.name })}</p>
        ) : (
          <Muted>{t(images ? 'ui.fileDrop.dropImage' : 'ui.fileDrop.dropFile')}</Muted>
        )}
        <div>
          <Button
            variant="secondary"
            size="small"
            disabled={disabled}
            aria-describedby={
              [hintId, message ? errorId : undefined].filter(Boolean).join(' ') || undefined
            }
            onClick={() => inputRef.current?.click()}
          >
            {t('ui.fileDrop.choose')}
          </Button>{' '}
          {chosen ? (
            <Button
              variant="ghost"
              size="small"
              disabled={disabled}
              aria-label={t('ui.fileDrop.removeNamed', { name: chosen.name })}
              onClick={remove}
            >
              {t('ui.fileDrop.remove')}
            </Button>
          ) : null}
        </div>
        {hint ? <Muted id={hintId}>{hint}</Muted> : null}
        {message ? (
          <ErrorText id={errorId} role="alert">
            {message}
          </ErrorText>
        ) : null}
      </Zone>
      <HiddenInput
        ref={inputRef}
        type="file"
        accept={accept}
        tabIndex={-1}
        aria-hidden="true"
        disabled={disabled}
        onChange={onPick}
      />
    </div>
  );
}
