import { notify } from './toast';

/** What the toasts say: the text copied, or that it could not be and where to copy it by hand. */
export interface CopyWords {
  copied: string;
  failed: string;
  /** Where the text stands on screen, to select and copy by hand. */
  byHand: string;
}

/**
 * Copies text to the clipboard and says so. Without a clipboard (an old browser, a page not in
 * focus) the parent copies it from the screen, where the text always stands too.
 */
export async function copyText(text: string, words: CopyWords): Promise<void> {
  try {
    await navigator.clipboard.writeText(text);
    notify.success(words.copied);
  } catch {
    notify.error(words.failed, words.byHand);
  }
}
