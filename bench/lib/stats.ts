/** Latency figures of a series of timings, in milliseconds. */
export interface Summary {
  n: number;
  median: number;
  p95: number;
  min: number;
  max: number;
}

export function summarize(samples: number[]): Summary {
  const sorted = [...samples].sort((a, b) => a - b);
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)] ?? NaN;
  return { n: sorted.length, median: at(0.5), p95: at(0.95), min: sorted[0] ?? NaN, max: sorted.at(-1) ?? NaN };
}

export async function time(run: () => Promise<unknown>): Promise<number> {
  const start = performance.now();
  await run();
  return performance.now() - start;
}

export const ms = (value: number) =>
  (value >= 100 ? value.toFixed(0) : value >= 10 ? value.toFixed(1) : value.toFixed(2)) + ' ms';
export const kb = (bytes: number) => (bytes / 1024).toFixed(1) + ' kB';
export const mb = (bytes: number) => (bytes / 1024 / 1024).toFixed(1) + ' MB';
export const ratio = (value: number) => value.toFixed(value >= 10 ? 0 : 2) + 'x';

/** A copy of `items` in an order drawn from `random` (Fisher-Yates): the same order for the same draws. */
export function shuffled<T>(items: readonly T[], random: () => number): T[] {
  const out = [...items];
  for (let i = out.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [out[i], out[j]] = [out[j]!, out[i]!];
  }
  return out;
}

/** A small deterministic random generator (mulberry32), so that every run benches the same data. */
export function seeded(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
