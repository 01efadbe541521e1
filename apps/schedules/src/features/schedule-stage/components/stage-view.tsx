import type { ScheduleDetail, ScheduledSong } from '@levita/contracts';
import { useFormatters, useTranslation } from '@levita/i18n';
import { Button, themes } from '@levita/ui';
import { useCallback, useEffect, useId, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import styled, { ThemeProvider } from 'styled-components';
import { ScheduledSongChart } from '../../../components/scheduled-song-chart';
import { paths } from '../../../config/paths';
import { enterFullScreen, leaveFullScreen } from '../../../utils/full-screen';
import { scheduledSongKey } from '../../../utils/scheduled-song-key';
import { useAutoScroll } from '../hooks/use-auto-scroll';
import { useStageKeys } from '../hooks/use-stage-keys';
import { useStagePreferences } from '../hooks/use-stage-preferences';
import { useSwipe } from '../hooks/use-swipe';
import { useWakeLock } from '../hooks/use-wake-lock';
import { autoScrollSpeed, stepFactor } from '../utils/auto-scroll';

const Stage = styled.section`
  position: fixed;
  inset: 0;
  z-index: ${({ theme }) => theme.zIndex.modal};
  display: grid;
  grid-template-rows: auto minmax(0, 1fr) auto;
  background: ${({ theme }) => theme.colors.background};
  color: ${({ theme }) => theme.colors.text};
`;

const Bar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)} ${({ theme }) => theme.space(3)};
  padding: ${({ theme }) => theme.space(2)} ${({ theme }) => theme.space(4)};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.surface};
  a {
    color: ${({ theme }) => theme.colors.primary};
    font-weight: 600;
  }
`;

const Now = styled.div`
  display: flex;
  flex: 1 1 240px;
  flex-wrap: wrap;
  align-items: baseline;
  gap: ${({ theme }) => theme.space(1)} ${({ theme }) => theme.space(3)};
  min-width: 0;
  h1 {
    margin: 0;
    font-size: ${({ theme }) => theme.font.title};
    overflow-wrap: anywhere;
  }
  span {
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

const Controls = styled.div`
  &[hidden] {
    display: none;
  }
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
  [aria-pressed='true'] {
    background: ${({ theme }) => theme.colors.primarySurface};
    border-color: ${({ theme }) => theme.colors.primary};
  }
`;

const Body = styled.div`
  overflow-y: auto;
  overscroll-behavior: contain;
  padding: ${({ theme }) => theme.space(4)};
  touch-action: pan-y;
  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.primary};
    outline-offset: -3px;
  }
`;

const Footer = styled(Bar)`
  justify-content: space-between;
  border-top: 1px solid ${({ theme }) => theme.colors.border};
  border-bottom: 0;
  p {
    flex: 1 1 160px;
    margin: 0;
    text-align: center;
    overflow-wrap: anywhere;
  }
`;

/** Whether the window is a phone's: there the controls start folded, to leave the chart room. */
const isPhoneWidth = () =>
  typeof window.matchMedia === 'function' && window.matchMedia('(max-width: 640px)').matches;

/** The place of the setlist `?musica=` names (1, 2, ...), within the setlist. */
function usePosition(total: number) {
  const [params, setParams] = useSearchParams();
  const asked = Number(params.get('musica'));
  const position = Number.isInteger(asked) && asked >= 1 && asked <= total ? asked : 1;
  const go = useCallback(
    (to: number) => {
      if (to < 1 || to > total) return;
      // Replaced, not pushed: Back leaves stage mode instead of paging back through songs.
      setParams({ musica: String(to) }, { replace: true });
    },
    [setParams, total],
  );
  return { position, go };
}

const nameWithKey = (song: ScheduledSong) => ({
  name: song.nome,
  key: scheduledSongKey(song).used,
});

/**
 * Stage mode: full screen, one song at a time in the schedule's key, the next song's name and
 * key in view. Arrows, PageUp/PageDown (pedals) and swipes change songs; the chart can scroll
 * by itself over the song's length; the screen stays on; dark unless chosen otherwise.
 */
export function StageView({ schedule }: { schedule: ScheduleDetail }) {
  const { t } = useTranslation('schedule-stage');
  const format = useFormatters();
  const navigate = useNavigate();
  const songs = schedule.musicas;
  const { position, go } = usePosition(songs.length);
  const song = songs[position - 1];
  const following = songs[position];
  const preferences = useStagePreferences();
  const [lyricsOnly, setLyricsOnly] = useState(false);
  const [scrolling, setScrolling] = useState(false);
  const [fullScreen, setFullScreen] = useState(() => document.fullscreenElement !== null);
  const [adjusting, setAdjusting] = useState(() => !isPhoneWidth());
  const scroller = useRef<HTMLDivElement>(null);
  const controlsId = useId();
  const heading = useRef<HTMLHeadingElement>(null);

  const previous = useCallback(() => go(position - 1), [go, position]);
  const next = useCallback(() => go(position + 1), [go, position]);
  const exit = useCallback(() => {
    leaveFullScreen();
    void navigate(paths.schedule.getHref(schedule.id));
  }, [navigate, schedule.id]);
  const stopScrolling = useCallback(() => setScrolling(false), []);

  useWakeLock(true);
  useStageKeys({ scroller, previous, next, exit });
  const swipe = useSwipe({ previous, next });
  const speed = useCallback(
    (overflow: number) =>
      song
        ? autoScrollSpeed({
            overflow,
            duration: song.musica.duracao,
            bpm: song.musica.bpm,
            factor: preferences.factor,
          })
        : 0,
    [song, preferences.factor],
  );
  useAutoScroll(scroller, { running: scrolling, speedFor: speed, onEnd: stopScrolling });

  // A new song starts at its top, not scrolling, and is announced by its heading.
  useEffect(() => {
    scroller.current?.scrollTo({ top: 0 });
    setScrolling(false);
    heading.current?.focus();
  }, [position]);

  useEffect(() => {
    const onChange = () => setFullScreen(document.fullscreenElement !== null);
    document.addEventListener('fullscreenchange', onChange);
    return () => document.removeEventListener('fullscreenchange', onChange);
  }, []);

  const toggleFullScreen = () => {
    if (document.fullscreenElement) leaveFullScreen();
    else enterFullScreen();
  };

  const key = song ? scheduledSongKey(song).used : null;
  const upcoming = following ? nameWithKey(following) : null;
  // In the body, above the shell's bars: inside the page it would be held under them by the
  // stacking context of the remote's outlet (its fade-in), whatever its z-index.
  return createPortal(
    <ThemeProvider theme={themes[preferences.theme]}>
      <Stage aria-label={t('label')}>
        <Bar>
          <Link to={paths.schedule.getHref(schedule.id)} onClick={leaveFullScreen}>
            {t('exit')}
          </Link>
          <Now>
            {song ? (
              <>
                <span>{t('position', { position, total: songs.length })}</span>
                <h1 ref={heading} tabIndex={-1}>
                  {song.nome}
                </h1>
                {key ? <span>{t('key', { key })}</span> : null}
              </>
            ) : (
              <h1 ref={heading} tabIndex={-1}>
                {schedule.titulo}
              </h1>
            )}
          </Now>
          <Button
            variant="secondary"
            size="small"
            aria-expanded={adjusting}
            aria-controls={controlsId}
            onClick={() => setAdjusting(!adjusting)}
          >
            {t('adjust')}
          </Button>
          <Controls id={controlsId} role="group" aria-label={t('controls')} hidden={!adjusting}>
            {document.fullscreenEnabled ? (
              <Button
                variant="secondary"
                size="small"
                aria-pressed={fullScreen}
                onClick={toggleFullScreen}
              >
                {t('fullScreen')}
              </Button>
            ) : null}
            <Button
              variant="secondary"
              size="small"
              aria-pressed={scrolling}
              disabled={!song}
              onClick={() => setScrolling(!scrolling)}
            >
              {t('autoScroll')}
            </Button>
            <Button
              variant="secondary"
              size="small"
              aria-label={t('slower')}
              disabled={preferences.factor === 0.5}
              onClick={() => preferences.change({ factor: stepFactor(preferences.factor, -1) })}
            >
              −
            </Button>
            <span>
              {t('speed', {
                factor: new Intl.NumberFormat(format.locale).format(preferences.factor),
              })}
            </span>
            <Button
              variant="secondary"
              size="small"
              aria-label={t('faster')}
              disabled={preferences.factor === 2}
              onClick={() => preferences.change({ factor: stepFactor(preferences.factor, 1) })}
            >
              +
            </Button>
            <Button
              variant="secondary"
              size="small"
              aria-pressed={preferences.theme === 'light'}
              onClick={() =>
                preferences.change({ theme: preferences.theme === 'light' ? 'dark' : 'light' })
              }
            >
              {t('lightTheme')}
            </Button>
          </Controls>
        </Bar>
        <Body
          ref={scroller}
          role="region"
          tabIndex={0}
          aria-label={t('chartLabel', { name: song?.nome ?? schedule.titulo })}
          {...swipe}
        >
          {song ? (
            <ScheduledSongChart
              song={song}
              openInKey={key}
              // Kept from song to song: a singer sets it once for the whole setlist.
              lyricsOnly={lyricsOnly}
              onLyricsOnlyChange={setLyricsOnly}
              columns={false}
              tools={adjusting}
            />
          ) : (
            <p>{t('noSongs')}</p>
          )}
        </Body>
        <Footer as="nav" aria-label={t('setlist')}>
          <Button variant="secondary" disabled={position <= 1} onClick={previous}>
            ← {t('previousSong')}
          </Button>
          <p aria-live="polite">
            {upcoming
              ? upcoming.key
                ? t('nextWithKey', { name: upcoming.name, key: upcoming.key })
                : t('next', { name: upcoming.name })
              : t('last')}
          </p>
          <Button variant="secondary" disabled={!following} onClick={next}>
            {t('nextSong')} →
          </Button>
        </Footer>
      </Stage>
    </ThemeProvider>,
    document.body,
  );
}
