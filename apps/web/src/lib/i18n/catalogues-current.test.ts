import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import PO from 'pofile';
import { afterAll, expect, it } from 'vitest';
import { catalogueFiles } from './catalogue-files';

const WEB = path.resolve(import.meta.dirname, '../../..');
// The package's main entry is dist/index.js; its command line sits beside it.
const LINGUI_CLI = path.join(
  path.dirname(createRequire(import.meta.url).resolve('@lingui/cli')),
  'lingui.js',
);
const scratch = mkdtempSync(path.join(tmpdir(), 'tika-catalogues-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

const sources = (file: string) =>
  PO.parse(readFileSync(file, 'utf8'))
    .items.filter((item) => !item.obsolete)
    .map((item) => item.msgid)
    .sort();

/**
 * A message in the code but not in the catalogues would reach a parent as Lingui's id (a hash):
 * the committed catalogues must hold exactly what `npm run i18n:extract` finds in the code.
 */
it('the catalogues hold exactly the messages the code uses', { timeout: 120_000 }, () => {
  execFileSync(
    process.execPath,
    [LINGUI_CLI, 'extract', '--locale', 'en', '--config', path.join(WEB, 'lingui.config.ts')],
    { cwd: WEB, env: { ...process.env, LINGUI_OUT: scratch }, stdio: 'pipe' },
  );
  for (const file of catalogueFiles('en'))
    expect(sources(path.join(WEB, 'src', file)), file).toEqual(sources(path.join(scratch, file)));
});
