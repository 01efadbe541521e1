import { useTranslation } from '@levita/i18n';
import styled from 'styled-components';
import { CollapsibleSection } from './collapsible-section';

const Notes = styled.p`
  margin: 0;
  white-space: pre-wrap;
  overflow-wrap: anywhere;
`;

/** The schedule's notes (observacoes), line breaks kept as the leader typed them. */
export function NotesSection({ notes }: { notes: string }) {
  const { t } = useTranslation('schedule-detail');
  return (
    <CollapsibleSection title={t('sections.notes')}>
      <Notes>{notes}</Notes>
    </CollapsibleSection>
  );
}
