import { describe, expect, it } from 'vitest';
import { pageCount } from './schedule-list-params';

describe('pageCount', () => {
  it.each([
    [0, 0],
    [1, 1],
    [10, 1],
    [11, 2],
    [70, 7],
  ])('%i schedules fill %i pages of 10', (total, pages) => {
    expect(pageCount(total)).toBe(pages);
  });
});
