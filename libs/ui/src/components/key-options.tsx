import { keyGroups } from '@levita/contracts';
import { useTranslation } from '@levita/i18n';

interface KeyOptionsProps {
  /** The key the choice starts from: its mode's group comes first. */
  like: string | null;
  /** A key already offered above the groups (a song's own key), not repeated in them. */
  omit?: string | null;
}

/**
 * The options of a key select: the major and the minor keys in their usual spelling, in two
 * labelled groups, so the repertoire's form and a schedule's song offer the same keys.
 */
export function KeyOptions({ like, omit = null }: KeyOptionsProps) {
  const { t } = useTranslation('common');
  return keyGroups(like).map(({ mode, keys }) => (
    <optgroup key={mode} label={t(`ui.keys.${mode}`)}>
      {keys
        .filter((key) => key !== omit)
        .map((key) => (
          <option key={key} value={key}>
            {key}
          </option>
        ))}
    </optgroup>
  ));
}
