import type { ThemeName } from '@levita/ui';
import { useCallback, useState } from 'react';
import { SPEED_FACTORS, type SpeedFactor } from '../utils/auto-scroll';

const STORAGE_KEY = 'levita.stage';

interface StagePreferences {
  /** Dark unless the musician chose light: a bright screen on a dim stage dazzles. */
  theme: ThemeName;
  factor: SpeedFactor;
}

const defaults: StagePreferences = { theme: 'dark', factor: 1 };

function stored(): StagePreferences {
  try {
    const saved = JSON.parse(window.localStorage.getItem(STORAGE_KEY) ?? '{}') as Partial<
      Record<keyof StagePreferences, unknown>
    >;
    return {
      theme: saved.theme === 'light' ? 'light' : 'dark',
      factor: (SPEED_FACTORS as readonly unknown[]).includes(saved.factor)
        ? (saved.factor as SpeedFactor)
        : defaults.factor,
    };
  } catch {
    return defaults;
  }
}

/** Stage mode's theme and auto-scroll factor, remembered on this device. */
export function useStagePreferences() {
  const [preferences, setPreferences] = useState(stored);
  const change = useCallback((changes: Partial<StagePreferences>) => {
    setPreferences((current) => {
      const next = { ...current, ...changes };
      try {
        window.localStorage.setItem(STORAGE_KEY, JSON.stringify(next));
      } catch {
        // Private windows may refuse storage: the choice holds for this visit.
      }
      return next;
    });
  }, []);
  return { ...preferences, change };
}
