import { join } from 'node:path';
import { fork } from 'node:child_process';
import { ROOT } from '../../paths.ts';
import { detectLanguage } from './detect-language.ts';

const WORKER = join(ROOT, 'src/server/files/text/extract-worker.mjs');

/** The types whose text is read (docs/decisions/0049); an old .doc or an .odt is stored and downloaded only. */
export const EXTRACTED_TYPES: ReadonlySet<string> = new Set([
  'application/pdf',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
]);

export interface ExtractionLimits {
  /** The child process is killed after this long (a hostile file that loops). */
  timeoutMs: number;
  /** Its JavaScript heap (--max-old-space-size). */
  maxHeapMb: number;
}

export const DEFAULT_LIMITS: ExtractionLimits = { timeoutMs: 20_000, maxHeapMb: 192 };

export type Extraction =
  | { status: 'done'; text: string; html: string; language: string }
  | { status: 'no-text'; html: string }
  | { status: 'failed'; error: string };

/** Fewer letters than this in a PDF: it is a scan (no text layer). */
const MIN_LETTERS = 20;

/** What the child process answers (extract-worker.mjs), with its peak resident memory. */
interface ChildAnswer {
  ok: boolean;
  text?: string;
  html?: string;
  error?: string;
  maxRssBytes?: number;
}

/** The end of the child's stderr kept to say why it died (V8's "heap out of memory"). */
const STDERR_KEPT = 4096;

/**
 * Reads one file in a child process of its own (docs/decisions/0049, addendum): its memory is not the server's
 * (pdf.js's modules and the parse, 45-55 MB, came and went in the server's resident memory with a worker thread),
 * its heap is capped, and it is killed after `timeoutMs`. The file goes over the IPC channel; the answer is the
 * first message, or why the child ended without one.
 */
function readInChild(bytes: Buffer, mimeType: string, limits: ExtractionLimits): Promise<ChildAnswer> {
  return new Promise<ChildAnswer>((resolve) => {
    const child = fork(WORKER, [], {
      // Not the server's flags (tsx's loader in development) nor its environment: node and the worker's file only.
      execArgv: [`--max-old-space-size=${limits.maxHeapMb}`, '--max-semi-space-size=1', '--stack-size=4000'],
      env: {},
      serialization: 'advanced',
      stdio: ['ignore', 'ignore', 'pipe', 'ipc'],
    });
    let stderr = '';
    child.stderr?.on('data', (chunk: Buffer) => (stderr = (stderr + chunk.toString()).slice(-STDERR_KEPT)));
    let settled = false;
    const settle = (value: ChildAnswer) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
      resolve(value);
    };
    const timer = setTimeout(
      () => settle({ ok: false, error: `timeout: over ${limits.timeoutMs} ms` }),
      limits.timeoutMs,
    );
    child.on('message', (message) => settle(message as ChildAnswer));
    child.on('error', (err) => settle({ ok: false, error: err.message }));
    child.on('exit', (code, signal) =>
      settle({
        ok: false,
        error: /out of memory|heap limit/i.test(stderr)
          ? 'too large: out of memory'
          : `extraction ended (${signal ?? code ?? 'unknown'})`,
      }),
    );
    // A copy of the file's own bytes (the caller's buffer may be a view on a larger pool).
    child.send({ bytes: new Uint8Array(bytes), mimeType });
  });
}

/**
 * A file's text, read in a child process of its own (extract-worker.mjs), bounded in time and heap: a corrupt,
 * encrypted or hostile file fails alone ("failed", with why), never the server. `observe` is given the child's
 * peak resident memory (bench/cv-extract.ts).
 */
export async function extractText(
  bytes: Buffer,
  mimeType: string,
  limits: ExtractionLimits = DEFAULT_LIMITS,
  observe?: (child: { maxRssBytes: number }) => void,
): Promise<Extraction> {
  if (bytes.length === 0) return { status: 'failed', error: 'empty: the file has no bytes' };
  if (!EXTRACTED_TYPES.has(mimeType)) return { status: 'failed', error: `unsupported: ${mimeType}` };
  const answer = await readInChild(bytes, mimeType, limits);
  observe?.({ maxRssBytes: answer.maxRssBytes ?? 0 });
  if (!answer.ok) return { status: 'failed', error: (answer.error ?? 'failed').slice(0, 500) };
  const text = (answer.text ?? '')
    .replaceAll('\u0000', '')
    .replace(/[ \t]+\n/g, '\n')
    .trim();
  if ((text.match(/\p{L}/gu)?.length ?? 0) < MIN_LETTERS) return { status: 'no-text', html: answer.html ?? '' };
  return { status: 'done', text, html: answer.html ?? '', language: detectLanguage(text) };
}
