import { songCategories, type SongCategory } from '@levita/contracts';
import { Checkbox } from '@levita/ui';
import { useTranslation } from '@levita/i18n';
import styled from 'styled-components';
import { useCategoryName } from '../../hooks/use-category-name';
import { FieldGroup } from './field-group';
import { orderedCategories } from './song-field-values';

const Grid = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(150px, 1fr));
  gap: ${({ theme }) => theme.space(1)} ${({ theme }) => theme.space(3)};
`;

export interface CategoryPickerProps {
  value: readonly SongCategory[];
  onChange: (value: SongCategory[]) => void;
}

/** The 20 categories of part 2 §9 as checkboxes, kept in the catalogue's order. */
export function CategoryPicker({ value, onChange }: CategoryPickerProps) {
  const { t } = useTranslation('repertoire');
  const categoryName = useCategoryName();
  const toggle = (code: SongCategory, checked: boolean) =>
    onChange(
      orderedCategories(
        checked ? [...value, code] : value.filter((picked) => picked !== code),
        songCategories,
      ),
    );
  return (
    <FieldGroup>
      <legend>{t('song.fields.categorias')}</legend>
      <Grid>
        {songCategories.map((code) => (
          <Checkbox
            key={code}
            label={categoryName(code)}
            checked={value.includes(code)}
            onChange={(event) => toggle(code, event.target.checked)}
          />
        ))}
      </Grid>
    </FieldGroup>
  );
}
