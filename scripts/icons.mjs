// `npm run icons`: draws the app's install icons (apps/web/public/icons/*.png) from the logo
// mark, so they can be regenerated whenever the logo changes. The PNGs are committed: the web
// build does not need sharp (which lives in the API workspace).
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const publicDir = path.join(root, 'apps/web/public');
const outDir = path.join(publicDir, 'icons');
const logo = fs.readFileSync(path.join(publicDir, 'logo-mark.svg'), 'utf8');

/*
 * A maskable icon is cropped to a circle (or another shape) by the phone's launcher: the
 * background fills the whole square and the mark sits inside the middle 80% "safe zone".
 * The logo's own rounded square would show purple corners against the crop, so the mark's
 * shapes are redrawn on a full-bleed square, scaled down to fit the safe zone.
 */
function maskableSvg() {
  const inner = logo
    .replace(/^<svg[^>]*>/, '')
    .replace(/<\/svg>\s*$/, '')
    .replace(/<rect[^>]*\/>/, '');
  const background = /<rect[^>]*fill="([^"]+)"/.exec(logo)?.[1] ?? '#6b3fd4';
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><rect width="64" height="64" fill="${background}"/><g transform="translate(32 32) scale(0.72) translate(-32 -32)">${inner}</g></svg>`;
}

const icons = [
  { file: 'icon-192.png', size: 192, svg: logo },
  { file: 'icon-512.png', size: 512, svg: logo },
  { file: 'icon-maskable-192.png', size: 192, svg: maskableSvg() },
  { file: 'icon-maskable-512.png', size: 512, svg: maskableSvg() },
  // iOS ignores the manifest's icons and draws its own rounded corners on this one.
  { file: 'apple-touch-icon.png', size: 180, svg: maskableSvg() },
];

fs.mkdirSync(outDir, { recursive: true });
for (const icon of icons) {
  // Rendered at the target size (density scales the 64-unit viewBox), never upscaled from a bitmap.
  const density = Math.ceil((72 * icon.size) / 64);
  await sharp(Buffer.from(icon.svg), { density })
    .resize(icon.size, icon.size)
    .png({ compressionLevel: 9 })
    .toFile(path.join(outDir, icon.file));
  console.log(`apps/web/public/icons/${icon.file} (${icon.size}×${icon.size})`);
}
