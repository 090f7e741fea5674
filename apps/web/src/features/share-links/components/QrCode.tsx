import { useEffect, useState } from 'react';
import styles from './ShareLinkSheet.module.css';

/**
 * The QR code library loads only when a code is drawn (after a link is made), never with the
 * dashboard. Its CommonJS module arrives as a namespace or as its default export, depending on
 * the bundler.
 */
const loadQrCode = () =>
  import('qrcode').then((module) =>
    typeof module.create === 'function' ? module : module.default,
  );

/** The dark modules of a QR code as one SVG path, one 1×1 square each, `margin` modules in. */
export function qrPath(
  modules: { size: number; get: (row: number, col: number) => number | boolean },
  margin: number,
): string {
  let path = '';
  for (let row = 0; row < modules.size; row++)
    for (let col = 0; col < modules.size; col++)
      if (modules.get(row, col)) path += `M${col + margin} ${row + margin}h1v1h-1z`;
  return path;
}

const MARGIN = 4;

/**
 * `text` as a QR code a phone's camera reads off the screen, drawn as SVG (sharp at any size,
 * and when printed). Named by `label`; while the library loads, an empty square holds its place.
 */
export function QrCode({ text, label }: { text: string; label: string }) {
  const [code, setCode] = useState<{ text: string; size: number; path: string } | null>(null);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    let live = true;
    loadQrCode()
      .then(({ create }) => {
        const { modules } = create(text, { errorCorrectionLevel: 'M' });
        if (live) setCode({ text, size: modules.size + 2 * MARGIN, path: qrPath(modules, MARGIN) });
      })
      .catch((err: unknown) => {
        // The link is shown as text beside it: a missing code costs nothing else.
        console.error('Drawing the QR code failed', err);
        if (live) setFailed(true);
      });
    return () => {
      live = false;
    };
  }, [text]);

  if (failed) return null;
  if (!code || code.text !== text) return <span className={styles.qr} aria-hidden="true" />;
  return (
    <svg
      className={styles.qr}
      role="img"
      aria-label={label}
      viewBox={`0 0 ${code.size} ${code.size}`}
      shapeRendering="crispEdges"
    >
      <rect width={code.size} height={code.size} fill="#ffffff" />
      <path d={code.path} fill="#000000" />
    </svg>
  );
}
