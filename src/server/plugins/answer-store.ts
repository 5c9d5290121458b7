/** One cached answer: the bytes as sent (compressed or not) and the headers that describe them. */
interface CachedAnswer {
  body: Buffer;
  /** content-type, content-encoding, vary, link: never a cookie, never a per-request header. */
  headers: Record<string, string>;
  etag: string;
  expiresAt: number;
  bytes: number;
}

/** What an entry costs beyond its body and key: the object, its headers, the map slot. */
const ENTRY_OVERHEAD = 512;

/**
 * The answers of one process, least recently used first, within a byte cap. `clear()` starts a new generation:
 * an answer computed before it (from data read before the change) is refused by `set`.
 */
export class AnswerStore {
  #entries = new Map<string, CachedAnswer>();
  #bytes = 0;
  generation = 0;
  /** Whether changes are heard (plugins/public-cache.ts): only then may something be kept until the next `clear()`. */
  listening = false;

  constructor(
    readonly maxBytes: number,
    readonly ttlMs: number,
  ) {}

  get size(): number {
    return this.#entries.size;
  }

  get bytes(): number {
    return this.#bytes;
  }

  get(key: string, now: number): CachedAnswer | undefined {
    const answer = this.#entries.get(key);
    if (!answer) return undefined;
    this.#entries.delete(key);
    if (answer.expiresAt <= now) {
      this.#bytes -= answer.bytes;
      return undefined;
    }
    this.#entries.set(key, answer); // now the most recently used
    return answer;
  }

  /** Keeps the answer unless the data changed since `generation` was read, or it would take over 1/8 of the cap. */
  set(key: string, generation: number, answer: Omit<CachedAnswer, 'bytes' | 'expiresAt'>, now: number): void {
    if (generation !== this.generation) return;
    const bytes = answer.body.length + key.length * 2 + ENTRY_OVERHEAD;
    if (bytes > this.maxBytes / 8) return;
    const previous = this.#entries.get(key);
    if (previous) {
      this.#entries.delete(key);
      this.#bytes -= previous.bytes;
    }
    this.#entries.set(key, { ...answer, bytes, expiresAt: now + this.ttlMs });
    this.#bytes += bytes;
    for (const [oldKey, old] of this.#entries) {
      if (this.#bytes <= this.maxBytes) break;
      this.#entries.delete(oldKey);
      this.#bytes -= old.bytes;
    }
  }

  clear(): void {
    this.#entries.clear();
    this.#bytes = 0;
    this.generation++;
  }
}
