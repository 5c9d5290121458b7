import { HttpError } from '../errors.ts';
import { IMAGE_CONCURRENCY, IMAGE_QUEUE_LIMIT } from './image-limits.ts';

let running = 0;
const waiting: (() => void)[] = [];

/**
 * Runs `work` when one of IMAGE_CONCURRENCY slots is free (sharp's work runs on libuv's threads, off the event
 * loop; the slots bound how much CPU and memory pictures take at once). Refuses with 503 when IMAGE_QUEUE_LIMIT
 * pictures already wait.
 */
export async function withImageSlot<T>(work: () => Promise<T>): Promise<T> {
  if (running >= IMAGE_CONCURRENCY) {
    if (waiting.length >= IMAGE_QUEUE_LIMIT)
      throw new HttpError(503, 'Too many pictures are being processed: try again in a moment');
    await new Promise<void>((resolve) => waiting.push(resolve));
  } else {
    running++;
  }
  try {
    return await work();
  } finally {
    const next = waiting.shift();
    if (next) next();
    else running--;
  }
}
