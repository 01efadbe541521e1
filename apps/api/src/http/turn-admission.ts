/**
 * Lets at most `perTurn` requests start their work in one turn of the event loop; the rest
 * start in the turns after, in the order they came.
 *
 * libuv accepts one new connection per turn (Node 20), and on SQLite a request's queries run
 * synchronously, so a turn that starts every request that arrived does all their work before
 * the next accept: under load, a person opening the app waited for their connection to be
 * accepted behind dozens of other people's requests (docs/performance.md, "New connections
 * on SQLite"). Starting a bounded share per turn keeps turns short and accepts coming; the
 * work done per second stays the same.
 */
export function createTurnAdmission(perTurn: number) {
  const waiting: (() => void)[] = [];
  let scheduled = false;

  function startSome() {
    scheduled = false;
    for (const start of waiting.splice(0, perTurn)) start();
    if (waiting.length) schedule();
  }

  function schedule() {
    scheduled = true;
    // Scheduled from a setImmediate callback, this runs in the next turn, after its I/O.
    setImmediate(startSome);
  }

  /** Resolves when the request may start. */
  return function admit(): Promise<void> {
    return new Promise((resolve) => {
      waiting.push(resolve);
      if (!scheduled) schedule();
    });
  };
}
