import { type MouseEvent, type PointerEvent, useRef } from 'react';

/** How far a finger must travel sideways to turn the page; less is a tap or a wobble. */
export const SWIPE_THRESHOLD_PX = 50;
/** A press that moves less than this is a tap. */
const TAP_SLOP_PX = 10;
/** A mouse drag across a button still clicks it; that click, this soon after a swipe, is dropped. */
const CLICK_AFTER_SWIPE_MS = 400;

const INTERACTIVE = 'button, a, input, select, textarea, label, [role="button"]';

interface SwipeOptions {
  /** The finger moved right to left: the next page. */
  onSwipeLeft: () => void;
  /** The finger moved left to right: the page before. */
  onSwipeRight: () => void;
  /**
   * A tap that did not land on a button or link (those handle their own clicks), with where it
   * landed across the element: 0 at the left edge, 1 at the right.
   */
  onTap?: (fraction: number) => void;
  threshold?: number;
}

/**
 * Swipes and taps from pointer events (touch, pen and mouse alike), without a library. The
 * element should have `touch-action: pan-y` so the browser keeps vertical scrolling and leaves
 * sideways moves to us.
 */
export function useSwipe({
  onSwipeLeft,
  onSwipeRight,
  onTap,
  threshold = SWIPE_THRESHOLD_PX,
}: SwipeOptions) {
  const start = useRef<{ id: number; x: number; y: number; onControl: boolean } | null>(null);
  const swipedAt = useRef(-Infinity);

  return {
    onPointerDown(event: PointerEvent<HTMLElement>) {
      if (!event.isPrimary || (event.pointerType === 'mouse' && event.button !== 0)) return;
      const onControl =
        event.target instanceof Element && event.target.closest(INTERACTIVE) !== null;
      start.current = { id: event.pointerId, x: event.clientX, y: event.clientY, onControl };
    },
    onPointerUp(event: PointerEvent<HTMLElement>) {
      const from = start.current;
      start.current = null;
      if (!from || from.id !== event.pointerId) return;
      const dx = event.clientX - from.x;
      const dy = event.clientY - from.y;
      if (Math.abs(dx) >= threshold && Math.abs(dx) > Math.abs(dy)) {
        swipedAt.current = event.timeStamp;
        if (dx < 0) onSwipeLeft();
        else onSwipeRight();
      } else if (
        onTap &&
        !from.onControl &&
        Math.abs(dx) < TAP_SLOP_PX &&
        Math.abs(dy) < TAP_SLOP_PX
      ) {
        const box = event.currentTarget.getBoundingClientRect();
        onTap(box.width > 0 ? (event.clientX - box.left) / box.width : 0.5);
      }
    },
    onPointerCancel() {
      start.current = null;
    },
    onClickCapture(event: MouseEvent<HTMLElement>) {
      if (event.timeStamp - swipedAt.current < CLICK_AFTER_SWIPE_MS) {
        event.preventDefault();
        event.stopPropagation();
      }
    },
  };
}
