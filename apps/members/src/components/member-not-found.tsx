import { useTranslation } from '@levita/i18n';
import { BackToListPanel } from '@levita/ui';
import { Link } from 'react-router-dom';

interface MemberNotFoundProps {
  id: string;
  /** Where the page came from: the members list, the team's grid. */
  backTo: string;
  backLabel: string;
}

/** The URL names no member of this ministry (or no id at all), with the way back. */
export function MemberNotFound({ id, backTo, backLabel }: MemberNotFoundProps) {
  const { t } = useTranslation('members');
  return (
    <BackToListPanel
      id={id}
      title={t('notFound.title')}
      message={t('notFound.message')}
      backLabel={backLabel}
      linkAs={Link}
      to={backTo}
    />
  );
}
