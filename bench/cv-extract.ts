import { pathToFileURL } from 'node:url';
import { makeDemoPdf } from '../src/server/seed/demo-pdf.ts';
import { extractText } from '../src/server/files/text/extract-text.ts';
import { record } from './lib/report.ts';
import { mb } from './lib/stats.ts';

/**
 * Issue 28: extracting a 2 MB PDF holds the process's memory growth under 50 MB. The text is read in a worker
 * thread (src/server/files/text/extract-text.ts); the process's resident memory is sampled every 10 ms while it
 * runs, and its peak over the start is the growth (the worker's heap included: it is in the same process).
 */
export async function benchCvExtract(): Promise<void> {
  const words = 'Kafka developer experience projet ontwikkelaar banque verzekering platform team '.split(' ');
  const lines: string[] = [];
  let size = 0;
  for (let i = 0; size < 2 * 1024 * 1024; i++) {
    const line = `${i} ${words.map((_, j) => words[(i + j) % words.length]).join(' ')}`;
    lines.push(line);
    size += line.length + 12;
  }
  const pdf = makeDemoPdf(lines.join('\n'));
  // A first run loads the worker's modules from disk; the figure is that of the second.
  await extractText(makeDemoPdf('warm up text with enough letters to count'), 'application/pdf');
  global.gc?.();
  const before = process.memoryUsage().rss;
  let peak = before;
  const timer = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 10);
  const started = performance.now();
  const result = await extractText(pdf, 'application/pdf', { timeoutMs: 120_000, maxHeapMb: 192 });
  const took = performance.now() - started;
  clearInterval(timer);
  peak = Math.max(peak, process.memoryUsage().rss);
  const growth = peak - before;
  console.log(
    `\n## CV text extraction\nA ${mb(pdf.length)} PDF: ${result.status} in ${took.toFixed(0)} ms, ` +
      `${result.status === 'done' ? result.text.length : 0} characters; process memory growth ${mb(growth)} (target < 50 MB)`,
  );
  record({
    bench: 'cv-extract',
    name: 'Extracting a 2 MB PDF: process memory growth',
    value: mb(growth),
    target: '< 50 MB',
    met: growth < 50 * 1024 * 1024 && result.status === 'done',
  });
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) await benchCvExtract();
