import { compareNames, type ParticipationReport } from '@levita/contracts';
import { Select } from '@levita/ui';
import { useTranslation } from '@levita/i18n';

interface MemberFilterProps {
  team: ParticipationReport['membros'];
  memberId: number | null;
  onChange: (memberId: number | null) => void;
}

const EVERYONE = '';

/** One member's participation (`membro_id`) or everyone's; names in alphabetical order. */
export function MemberFilter({ team, memberId, onChange }: MemberFilterProps) {
  const { t } = useTranslation('participation-report');
  const options = [
    { value: EVERYONE, label: t('filter.everyone') },
    ...[...team]
      .sort((a, b) => compareNames(a.nome, b.nome))
      .map((member) => ({ value: String(member.membro_id), label: member.nome })),
  ];
  // An old link may name someone the period does not list: the select still shows them.
  const selected = memberId === null ? EVERYONE : String(memberId);
  if (!options.some((option) => option.value === selected))
    options.push({ value: selected, label: t('filter.unknown', { id: memberId }) });
  return (
    <Select
      label={t('filter.label')}
      value={selected}
      options={options}
      onChange={(event) =>
        onChange(event.target.value === EVERYONE ? null : Number(event.target.value))
      }
    />
  );
}
