/**
 * Waits in real time while a test fakes setTimeout only (setInterval is not faked): time for
 * a request started too early to be answered and shown, before the test looks.
 */
export const realPause = (ms: number) =>
  new Promise<void>((resolve) => {
    const start = Date.now();
    const poll = setInterval(() => {
      if (Date.now() - start < ms) return;
      clearInterval(poll);
      resolve();
    }, 10);
  });
