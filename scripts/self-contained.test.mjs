// The repository must stand on its own: the product's rules live in docs/product/, the
// reference data in docs/reference/, decisions in docs/decisions/. A tracked file that points
// at documents or folders outside the repository (or at tracker numbers nobody can follow from
// a fresh clone) fails here. The pattern is built from pieces so this file does not match it.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const dot = '\\.';
const OUTSIDE_REFERENCE = new RegExp(
  [
    `SPEC${dot}md`,
    `DESIGN${dot}md`,
    `${dot}${dot}/shared`,
    `shared/${'data'}/`,
    `\\b[Ii][Ss][Ss][Uu][Ee] [0-9]`,
  ].join('|'),
);

/** Tracked files, as in a fresh clone (node_modules is never tracked, but be sure). */
function trackedFiles() {
  return execFileSync('git', ['ls-files', '-z'], {
    cwd: ROOT,
    encoding: 'utf8',
    maxBuffer: 64 << 20,
  })
    .split('\0')
    .filter((file) => file && !file.split('/').includes('node_modules'))
    .map((file) => path.join(ROOT, file))
    .filter((file) => fs.existsSync(file));
}

/** Every line of a text file that matches, as "path:line: text". Binary files are skipped. */
export function outsideReferences(files, pattern = OUTSIDE_REFERENCE) {
  const hits = [];
  for (const file of files) {
    const content = fs.readFileSync(file);
    if (content.includes(0)) continue;
    content
      .toString('utf8')
      .split('\n')
      .forEach((line, i) => {
        if (pattern.test(line))
          hits.push(`${path.relative(ROOT, file)}:${i + 1}: ${line.trim().slice(0, 160)}`);
      });
  }
  return hits;
}

describe('the repository is self-contained', () => {
  it('no tracked file refers to documents or data outside it', () => {
    expect(outsideReferences(trackedFiles())).toEqual([]);
  });

  it('the check finds such a reference', () => {
    const probe = path.join(os.tmpdir(), `self-contained-probe-${process.pid}.txt`);
    fs.writeFileSync(
      probe,
      ['fine', `see ${'SPEC'}.md`, `${'iss'}ue 12`, `..${'/shared'}/x`].join('\n'),
    );
    try {
      expect(outsideReferences([probe])).toHaveLength(3);
    } finally {
      fs.rmSync(probe);
    }
  });
});
