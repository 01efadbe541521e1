import { parseChordPro, toChordPro } from '@levita/charts';
import { ChordChart } from '@levita/charts/react';
import { useTranslation } from '@levita/i18n';
import { Button, TextArea } from '@levita/ui';
import { useChordChartTexts } from '@levita/ui/chart-reader';
import { useDeferredValue, useMemo } from 'react';
import styled from 'styled-components';
import { FieldGroup } from './field-group';
import { SONG_CHART_MAX_BYTES, utf8Length } from '@levita/contracts';
import { chartInputError } from './chart-input';

const Editor = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr) minmax(0, 1fr);
  gap: ${({ theme }) => theme.space(4)};
  ${({ theme }) => theme.media.tablet} {
    grid-template-columns: minmax(0, 1fr);
  }
  textarea {
    min-height: 320px;
    font-family: ui-monospace, 'SFMono-Regular', Menlo, Consolas, monospace;
    font-size: 0.875rem;
    white-space: pre;
    overflow-wrap: normal;
    overflow-x: auto;
  }
`;

const Preview = styled.section`
  min-width: 0;
  max-height: 480px;
  overflow: auto;
  padding: ${({ theme }) => theme.space(3)};
  border: 1px dashed ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.md};
  h3 {
    margin: 0 0 ${({ theme }) => theme.space(2)};
    font-size: ${({ theme }) => theme.font.small};
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

const Status = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space(3)};
  font-size: ${({ theme }) => theme.font.small};
  color: ${({ theme }) => theme.colors.textMuted};
  p {
    margin: 0;
  }
`;

interface ChartFieldProps {
  value: string;
  onChange: (value: string) => void;
  id?: string;
  /** The legend's id, for a section the field makes up to be named by it. */
  legendId?: string;
}

/**
 * The song's chart: pasted from Cifra Club or any site (chords on their own line over the
 * lyrics, section labels, tablature) or typed as ChordPro. The preview shows it as it will be
 * saved; chords over lyrics are converted to ChordPro when saved, or at once with the button.
 */
export function ChartField({ value, onChange, id, legendId }: ChartFieldProps) {
  const { t } = useTranslation('repertoire');
  // Typing in a long chart stays fluid: the preview follows a moment later.
  const typed = useDeferredValue(value);
  const converted = useMemo(() => (typed.trim() ? toChordPro(typed) : null), [typed]);
  const chart = useMemo(() => converted && parseChordPro(converted.chordPro), [converted]);
  const chartTexts = useChordChartTexts();
  const error = chartInputError(value);
  const kib = (bytes: number) => (bytes / 1024).toFixed(1);

  return (
    <FieldGroup>
      <legend id={legendId}>{t('song.chart.title')}</legend>
      <Editor>
        <TextArea
          id={id}
          label={t('song.chart.label')}
          hint={t('song.chart.hint')}
          error={error ? t(`validation.${error}`, { max: SONG_CHART_MAX_BYTES / 1024 }) : undefined}
          value={value}
          spellCheck={false}
          autoCapitalize="off"
          autoCorrect="off"
          onChange={(event) => onChange(event.target.value)}
        />
        {chart ? (
          <Preview aria-labelledby="chart-preview-title">
            <h3 id="chart-preview-title">{t('song.chart.preview')}</h3>
            <ChordChart chart={chart} columns={false} texts={chartTexts} />
          </Preview>
        ) : null}
      </Editor>
      {converted ? (
        <Status>
          <p>
            {t(
              converted.format === 'chordpro'
                ? 'song.chart.isChordPro'
                : 'song.chart.isChordsOverLyrics',
            )}
            {' · '}
            {t('song.chart.size', {
              size: kib(utf8Length(converted.chordPro)),
              max: SONG_CHART_MAX_BYTES / 1024,
            })}
          </p>
          {converted.format === 'chords-over-lyrics' ? (
            <Button variant="secondary" size="small" onClick={() => onChange(converted.chordPro)}>
              {t('song.chart.convert')}
            </Button>
          ) : null}
        </Status>
      ) : null}
    </FieldGroup>
  );
}
