import { functionDisplayName } from '@levita/contracts';
import { useFormatters, useTranslation } from '@levita/i18n';
import { memberFunctionsText } from '../utils/member-functions-text';

/** Function names in the reader's language, and a member's functions with their counts. */
export function useMemberFunctionsText() {
  const { t } = useTranslation('participation-report');
  const { locale } = useFormatters();
  const functionName = (stored: string) => functionDisplayName(stored, locale);
  const functionsText = (funcoes: Record<string, number>) =>
    memberFunctionsText(funcoes, functionName, (name, count) =>
      t('members.functionCount', { name, count }),
    );
  return { functionName, functionsText };
}
