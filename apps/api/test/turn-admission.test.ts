import { describe, expect, it } from 'vitest';
import { createTurnAdmission } from '../src/http/turn-admission';

const nextTurn = () => new Promise((resolve) => setImmediate(resolve));

describe('createTurnAdmission', () => {
  it('starts at most the given number of requests per turn, in the order they came', async () => {
    const admit = createTurnAdmission(3);
    const started: number[] = [];
    for (let n = 1; n <= 7; n++) void admit().then(() => started.push(n));
    expect(started).toEqual([]);
    await nextTurn();
    expect(started).toEqual([1, 2, 3]);
    await nextTurn();
    expect(started).toEqual([1, 2, 3, 4, 5, 6]);
    await nextTurn();
    expect(started).toEqual([1, 2, 3, 4, 5, 6, 7]);
  });

  it('lets the work of the next turn run between two shares', async () => {
    const admit = createTurnAdmission(2);
    const events: string[] = [];
    for (let n = 1; n <= 4; n++)
      void admit().then(() => {
        events.push(`request ${n}`);
        if (n !== 1) return;
        // A timer that is due by the next turn stands for that turn's other work (an accept,
        // a socket read): the loop's clock is read once per turn, so it is due after 3 ms.
        setTimeout(() => events.push('timer'), 0);
        const until = performance.now() + 3;
        while (performance.now() < until);
      });
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(events).toEqual(['request 1', 'request 2', 'timer', 'request 3', 'request 4']);
  });

  it('starts a request that comes later in the next turn', async () => {
    const admit = createTurnAdmission(8);
    await admit();
    let started = false;
    void admit().then(() => (started = true));
    await nextTurn();
    expect(started).toBe(true);
  });
});
