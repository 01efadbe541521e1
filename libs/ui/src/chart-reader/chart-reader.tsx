import { ChordChart } from '@levita/charts/react';
import { majorKeys, minorKeys } from '@levita/contracts';
import { useTranslation } from '@levita/i18n';
import { type ReactNode, useMemo, useState } from 'react';
import styled from 'styled-components';
import { Button } from '../components/button';
import { PrintCopy } from '../components/print-copy';
import { Select } from '../components/select';
import { chartView, keyName } from './chart-view';
import { useChartFontSize } from './use-chart-font-size';
import { useChordChartTexts } from './use-chord-chart-texts';

const Reader = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(4)};
  min-width: 0;
`;

const Toolbar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  gap: ${({ theme }) => theme.space(3)};
  > div:has(select) {
    min-width: 8.5rem;
  }
  &[hidden] {
    display: none;
  }
`;

const Toggle = styled(Button)`
  &[aria-pressed='true'] {
    background: ${({ theme }) => theme.colors.primarySurface};
    border-color: ${({ theme }) => theme.colors.primary};
  }
`;

const Note = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.font.small};
`;

export interface ChartReaderProps {
  /** The chart's ChordPro text. */
  chordPro: string;
  /** The song's key, used when the chart names none. */
  songKey: string | null;
  /** The key to open in (a schedule's key for the song); the written key when null. */
  openInKey?: string | null;
  /**
   * With a heading (the song's name and artist), a print button: the page prints the heading
   * and the chart alone, as shown (key, capo, numbers, lyrics only), on A4.
   */
  printHeading?: ReactNode;
  /**
   * Lyrics alone, held by the caller when it should outlive one song (stage mode, song after
   * song); the reader keeps its own otherwise.
   */
  lyricsOnly?: boolean;
  onLyricsOnlyChange?: (lyricsOnly: boolean) => void;
  /** Whether a wide screen may set the chart in columns (not where it scrolls by itself). */
  columns?: boolean;
  /**
   * Whether the tools (key, capo, lyrics only, numbers, size) are shown; hidden, what they are
   * set to stays (stage mode folds them away on a phone).
   */
  tools?: boolean;
}

/**
 * A song's chart with what musicians change while reading it: the key (the 12 of the chart's
 * mode), a capo with the key it sounds in, the lyrics alone for singers, Nashville numbers and
 * a font size this device remembers.
 */
export function ChartReader({
  chordPro,
  songKey,
  openInKey = null,
  printHeading,
  lyricsOnly: heldLyricsOnly,
  onLyricsOnlyChange,
  columns,
  tools = true,
}: ChartReaderProps) {
  const { t } = useTranslation('common');
  const [key, setKey] = useState<string | null>(openInKey);
  const [capo, setCapo] = useState(0);
  const [ownLyricsOnly, setOwnLyricsOnly] = useState(false);
  const lyricsOnly = heldLyricsOnly ?? ownLyricsOnly;
  const setLyricsOnly = onLyricsOnlyChange ?? setOwnLyricsOnly;
  const [nashville, setNashville] = useState(false);
  const fontSize = useChartFontSize();
  const view = useMemo(
    () => chartView(chordPro, songKey, { key, capo, nashville }),
    [chordPro, songKey, key, capo, nashville],
  );
  const texts = useChordChartTexts();
  const sounding = keyName(view.soundingKey);
  const keys = view.writtenKey?.mode === 'minor' ? minorKeys : majorKeys;

  return (
    <Reader>
      <Toolbar role="group" aria-label={t('ui.chart.tools')} hidden={!tools}>
        {view.writtenKey ? (
          <>
            <Select
              label={t('ui.chart.key')}
              value={sounding}
              onChange={(event) => setKey(event.target.value)}
            >
              {(keys as readonly string[]).includes(sounding) ? null : (
                <option value={sounding}>{sounding}</option>
              )}
              {keys.map((name) => (
                <option key={name} value={name}>
                  {name}
                </option>
              ))}
            </Select>
            <Select
              label={t('ui.chart.capo')}
              value={String(capo)}
              disabled={nashville}
              onChange={(event) => setCapo(Number(event.target.value))}
              options={Array.from({ length: 12 }, (_, fret) => ({
                value: String(fret),
                label: fret === 0 ? t('ui.chart.noCapo') : t('ui.chart.fret', { fret }),
              }))}
            />
          </>
        ) : null}
        <Toggle
          variant="secondary"
          size="small"
          aria-pressed={lyricsOnly}
          onClick={() => setLyricsOnly(!lyricsOnly)}
        >
          {t('ui.chart.lyricsOnly')}
        </Toggle>
        {view.writtenKey ? (
          <Toggle
            variant="secondary"
            size="small"
            aria-pressed={nashville}
            onClick={() => setNashville(!nashville)}
          >
            {t('ui.chart.nashville')}
          </Toggle>
        ) : null}
        {(
          [
            ['smaller', 'A−', fontSize.isSmallest, fontSize.smaller],
            ['larger', 'A+', fontSize.isLargest, fontSize.larger],
          ] as const
        ).map(([name, shown, atLimit, change]) => (
          <Button
            key={name}
            variant="secondary"
            size="small"
            aria-label={t(`ui.chart.${name}`)}
            disabled={atLimit}
            onClick={change}
          >
            {shown}
          </Button>
        ))}
        {printHeading ? (
          <Button variant="secondary" size="small" onClick={() => window.print()}>
            {t('ui.chart.print')}
          </Button>
        ) : null}
      </Toolbar>
      {view.shapesKey && !nashville ? (
        <Note role="status">
          {t('ui.chart.capoNote', { shapes: keyName(view.shapesKey), fret: capo, sounding })}
        </Note>
      ) : null}
      <ChordChart
        chart={view.chart}
        texts={texts}
        lyricsOnly={lyricsOnly}
        fontSize={fontSize.size}
        {...(columns === undefined ? {} : { columns })}
      />
      {printHeading ? (
        <PrintCopy>
          {printHeading}
          <ChordChart
            chart={view.chart}
            texts={texts}
            lyricsOnly={lyricsOnly}
            fontSize={14}
            columns={false}
          />
        </PrintCopy>
      ) : null}
    </Reader>
  );
}
