/**
 * Runs `sweep` now and then every `seconds` (a queue's sweep of the rows it must give to its workers), never two at
 * once: a sweep still running when the next is due skips that turn. An error goes to `onError`, the next turn
 * comes anyway. Answers the function that stops it; the timer never holds the process open.
 */
export function sweepEvery(
  seconds: number,
  sweep: () => Promise<unknown>,
  onError: (err: unknown) => void,
): () => void {
  let running = false;
  const turn = async () => {
    if (running) return;
    running = true;
    try {
      await sweep();
    } catch (err) {
      onError(err);
    } finally {
      running = false;
    }
  };
  const timer = setInterval(() => void turn(), seconds * 1000);
  timer.unref();
  void turn();
  return () => clearInterval(timer);
}
