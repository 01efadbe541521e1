import { useTranslation } from '@levita/i18n';
import { paths } from '../../../config/paths';
import { NotFoundPanel } from './not-found-panel';

/** An unknown section of a ministry (/ministerios/1/naoexiste): the menu stays, the way home too. */
export function SectionNotFound({ ministryId }: { ministryId: string }) {
  const { t } = useTranslation('shell');
  return (
    <NotFoundPanel
      home={paths.ministry.getHref(ministryId)}
      homeLabel={t('notFound.toMinistryHome')}
    />
  );
}
