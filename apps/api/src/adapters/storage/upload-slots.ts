import { AppError } from '../../errors';

/** An upload takes seconds on a phone's connection: worth trying again after a few. */
const RETRY_AFTER_SECONDS = 5;

export const TOO_MANY_UPLOADS =
  'Many files are being uploaded right now. Please try again in a moment.';
export const TOO_MANY_OF_YOUR_UPLOADS =
  'Please wait for your other uploads to finish, then try again.';

const refusal = (message: string) =>
  new AppError(429, 'too_many_uploads', message, { 'retry-after': String(RETRY_AFTER_SECONDS) });

/**
 * How many uploads this process handles at once, in all and per parent. An upload in progress
 * holds its file on disk, a stream's buffers and, for an image, libvips' working memory: the
 * per-process cap is what bounds the server's memory (UPLOAD_CONCURRENCY). The per-parent cap
 * (UPLOAD_CONCURRENCY_PER_PARENT) only keeps one family from taking every slot; it is counted
 * in this process, so with several servers a parent may have that many on each, which is fine.
 *
 * A slot is taken before the body is read: a refused upload costs nothing but its bytes,
 * which Node discards as they arrive.
 */
export class UploadSlots {
  private inFlight = 0;
  private readonly perParent = new Map<string, number>();

  constructor(private readonly limits: { perProcess: number; perParent: number }) {}

  /** Takes a slot for this parent or throws 429 too_many_uploads; call the answer to give it back. */
  take(parentId: string): () => void {
    const parentCount = this.perParent.get(parentId) ?? 0;
    if (parentCount >= this.limits.perParent) throw refusal(TOO_MANY_OF_YOUR_UPLOADS);
    if (this.inFlight >= this.limits.perProcess) throw refusal(TOO_MANY_UPLOADS);
    this.inFlight += 1;
    this.perParent.set(parentId, parentCount + 1);
    let given = false;
    return () => {
      if (given) return;
      given = true;
      this.inFlight -= 1;
      const left = (this.perParent.get(parentId) ?? 1) - 1;
      if (left === 0) this.perParent.delete(parentId);
      else this.perParent.set(parentId, left);
    };
  }
}
