import { loadavg } from 'node:os';
import sharp from 'sharp';
import { processPhoto } from '../src/server/brand/process-image.ts';
import { record } from './lib/report.ts';

const ROUNDS = 3;
const TARGET_MS = 3000;
const TARGET_MB = 200;

/** A 12-megapixel camera JPEG (4000 × 3000, blurred noise: detail like a photo's, EXIF orientation 6 and GPS): what a phone sends. */
export async function cameraJpeg(): Promise<Buffer> {
  return sharp({
    create: {
      width: 4000,
      height: 3000,
      channels: 3,
      background: '#808080',
      noise: { type: 'gaussian', mean: 128, sigma: 30 },
    },
  })
    .blur(4)
    .jpeg({ quality: 90 })
    .withExif({
      IFD0: { Orientation: '6', Make: 'Bench' },
      IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '50/1 50/1 0/1' },
    })
    .toBuffer();
}

/**
 * Photos (issue 30 item 4): a 12 MP JPEG made into the hero's sizes (the most work: 640, 1280, 1920 wide in WebP and
 * JPEG), ROUNDS times; the slowest round and the process's memory growth (resident set, the peak sampled every 20 ms
 * over the rounds) against their targets, and each round's CPU time with the load average (the machine is shared). `npx tsx bench/images.ts` runs it alone.
 */
export async function benchImages(): Promise<void> {
  const bench = 'photos (sharp)';
  console.log(`\n## ${bench}`);
  const input = await cameraJpeg();
  // The libraries' code (libvips, the AVIF and WebP encoders) loaded by one small photo first, as in a server that
  // has processed one: the growth measured is the 12 MP photo's own.
  await processPhoto(
    await sharp({ create: { width: 64, height: 48, channels: 3, background: '#888' } })
      .jpeg()
      .toBuffer(),
    'hero',
  );
  globalThis.gc?.();
  const before = process.memoryUsage().rss;
  let peak = before;
  const sampler = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 20);
  const times: number[] = [];
  const cpu: number[] = [];
  let outputs = '';
  try {
    for (let round = 0; round < ROUNDS; round++) {
      const started = performance.now();
      const used = process.cpuUsage();
      const result = await processPhoto(input, 'hero');
      times.push(performance.now() - started);
      // CPU time (all threads): what the photo costs whatever else the machine is doing.
      const spent = process.cpuUsage(used);
      cpu.push((spent.user + spent.system) / 1000);
      outputs = result.variants.map((v) => `${v.format} ${v.width}`).join(', ');
    }
  } finally {
    clearInterval(sampler);
  }
  const slowest = Math.max(...times);
  const growth = (peak - before) / 2 ** 20;
  record({
    bench,
    name: 'input',
    value: `4000 × 3000 JPEG, ${(input.length / 2 ** 20).toFixed(1)} MB; outputs ${outputs}`,
  });
  record({
    bench,
    name: `12 MP JPEG processed (slowest of ${ROUNDS})`,
    value: `${slowest.toFixed(0)} ms (each: ${times.map((t) => t.toFixed(0)).join(', ')})`,
    target: `< ${TARGET_MS} ms`,
    met: slowest < TARGET_MS,
  });
  record({
    bench,
    name: 'CPU time per photo (all threads)',
    value: `${cpu.map((t) => t.toFixed(0)).join(', ')} ms; load average ${loadavg()
      .map((l) => l.toFixed(1))
      .join(' ')}`,
  });
  record({
    bench,
    name: 'memory growth (peak resident set)',
    value: `${growth.toFixed(0)} MB`,
    target: `< ${TARGET_MB} MB`,
    met: growth < TARGET_MB,
  });
}

if (import.meta.url === `file://${process.argv[1]}`) await benchImages();
