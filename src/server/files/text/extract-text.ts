import { join } from 'node:path';
import { Worker } from 'node:worker_threads';
import { ROOT } from '../../paths.ts';
import { detectLanguage } from './detect-language.ts';

const WORKER = join(ROOT, 'src/server/files/text/extract-worker.mjs');

/** The types whose text is read (docs/decisions/0049); an old .doc or an .odt is stored and downloaded only. */
export const EXTRACTED_TYPES: ReadonlySet<string> = new Set([
  'application/pdf',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
]);

export interface ExtractionLimits {
  /** The worker is ended after this long (a hostile file that loops). */
  timeoutMs: number;
  /** Its JavaScript heap (resourceLimits.maxOldGenerationSizeMb). */
  maxHeapMb: number;
}

export const DEFAULT_LIMITS: ExtractionLimits = { timeoutMs: 20_000, maxHeapMb: 192 };

export type Extraction =
  | { status: 'done'; text: string; html: string; language: string }
  | { status: 'no-text'; html: string }
  | { status: 'failed'; error: string };

/** Fewer letters than this in a PDF: it is a scan (no text layer). */
const MIN_LETTERS = 20;

/**
 * A file's text, read in a worker thread of its own (extract-worker.mjs), bounded in time and heap: a corrupt,
 * encrypted or hostile file fails alone ("failed", with why), never the process.
 */
export async function extractText(
  bytes: Buffer,
  mimeType: string,
  limits: ExtractionLimits = DEFAULT_LIMITS,
): Promise<Extraction> {
  if (bytes.length === 0) return { status: 'failed', error: 'empty: the file has no bytes' };
  if (!EXTRACTED_TYPES.has(mimeType)) return { status: 'failed', error: `unsupported: ${mimeType}` };
  const answer = await new Promise<{ ok: boolean; text?: string; html?: string; error?: string }>((resolve) => {
    // A copy (the caller's buffer may be a view on a larger pool) moved to the worker, not copied again.
    const copy = new Uint8Array(bytes);
    const worker = new Worker(WORKER, {
      workerData: { bytes: copy, mimeType },
      transferList: [copy.buffer],
      // A small young generation: the worker's heap grows less between collections (decision 0049 "Speed").
      resourceLimits: { maxOldGenerationSizeMb: limits.maxHeapMb, maxYoungGenerationSizeMb: 2, stackSizeMb: 4 },
      stdout: true,
      stderr: true,
    });
    let settled = false;
    const settle = (value: { ok: boolean; text?: string; html?: string; error?: string }) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      // Answered once the worker has ended: its memory is given back before the next file's worker starts.
      void worker.terminate().finally(() => resolve(value));
    };
    const timer = setTimeout(
      () => settle({ ok: false, error: `timeout: over ${limits.timeoutMs} ms` }),
      limits.timeoutMs,
    );
    worker.on('message', settle);
    worker.on('error', (err) =>
      settle({
        ok: false,
        error:
          (err as { code?: string }).code === 'ERR_WORKER_OUT_OF_MEMORY' ? 'too large: out of memory' : err.message,
      }),
    );
    worker.on('exit', (code) => settle({ ok: false, error: `worker ended (${code})` }));
  });
  if (!answer.ok) return { status: 'failed', error: (answer.error ?? 'failed').slice(0, 500) };
  const text = (answer.text ?? '')
    .replaceAll('\u0000', '')
    .replace(/[ \t]+\n/g, '\n')
    .trim();
  if ((text.match(/\p{L}/gu)?.length ?? 0) < MIN_LETTERS) return { status: 'no-text', html: answer.html ?? '' };
  return { status: 'done', text, html: answer.html ?? '', language: detectLanguage(text) };
}
