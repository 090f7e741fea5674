/**
 * Layers inside a sheet (an open calendar) mark themselves so that Escape closes the
 * innermost layer rather than the whole sheet: the browser reports Escape on a modal
 * <dialog> as its "cancel" event, before any handler inside can stop it.
 */
export const ESCAPE_LAYER_ATTRIBUTE = 'data-escape-layer';
export const ESCAPE_LAYER_EVENT = 'tika:escape-layer';
/** Marks the toasts' container: their region's name changes with the language. */
export const TOASTS_ATTRIBUTE = 'data-toasts';

/** Closes the innermost open layer under `root`; false when there is none. */
export function closeInnermostLayer(root: HTMLElement): boolean {
  const layers = root.querySelectorAll<HTMLElement>(`[${ESCAPE_LAYER_ATTRIBUTE}]`);
  const innermost = layers[layers.length - 1];
  if (!innermost) return false;
  innermost.dispatchEvent(new CustomEvent(ESCAPE_LAYER_EVENT));
  return true;
}

/**
 * Toasts live outside the sheet, under the modal's backdrop. Making their region a popover
 * opened after the dialog lifts it into the top layer, above the sheet.
 */
export function liftToastsAboveModal(lift: boolean) {
  const region = document.querySelector<HTMLElement>(`[${TOASTS_ATTRIBUTE}] > section`);
  if (!region || typeof region.showPopover !== 'function') return;
  if (lift) {
    region.setAttribute('popover', 'manual');
    if (region.matches(':popover-open')) region.hidePopover();
    region.showPopover();
  } else if (region.hasAttribute('popover')) {
    if (region.matches(':popover-open')) region.hidePopover();
    region.removeAttribute('popover');
  }
}
