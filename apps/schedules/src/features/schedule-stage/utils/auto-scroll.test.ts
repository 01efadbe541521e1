import { describe, expect, it } from 'vitest';
import { autoScrollSpeed, SPEED_LIMITS, stepFactor } from './auto-scroll';

describe('autoScrollSpeed', () => {
  it('brings the chart to its end over the song, after the introduction', () => {
    // A 4:15 song: 240 s of moving for 1,200 px.
    expect(autoScrollSpeed({ overflow: 1200, duration: 255, bpm: 120 })).toBe(5);
    expect(autoScrollSpeed({ overflow: 2400, duration: 255, bpm: null, factor: 1.5 })).toBe(15);
  });

  it('without a length, takes about four minutes, less for a fast song and more for a slow one', () => {
    const usual = autoScrollSpeed({ overflow: 2250, duration: null, bpm: null });
    expect(usual).toBe(10);
    expect(autoScrollSpeed({ overflow: 2250, duration: null, bpm: 144 })).toBeGreaterThan(usual);
    expect(autoScrollSpeed({ overflow: 2250, duration: null, bpm: 60 })).toBeLessThan(usual);
  });

  it('does not move a chart that fits, and stays between readable limits', () => {
    expect(autoScrollSpeed({ overflow: 0, duration: 200, bpm: null })).toBe(0);
    expect(autoScrollSpeed({ overflow: 10, duration: 600, bpm: null })).toBe(SPEED_LIMITS.min);
    expect(autoScrollSpeed({ overflow: 100_000, duration: 20, bpm: null })).toBe(SPEED_LIMITS.max);
  });
});

describe('stepFactor', () => {
  it('steps through the factors and stops at both ends', () => {
    expect(stepFactor(1, 1)).toBe(1.25);
    expect(stepFactor(1, -1)).toBe(0.75);
    expect(stepFactor(2, 1)).toBe(2);
    expect(stepFactor(0.5, -1)).toBe(0.5);
  });
});
