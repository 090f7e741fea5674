import { describe, expect, it } from 'vitest';
import { fileNameFrom } from './download';

describe('fileNameFrom', () => {
  it.each([
    ['attachment; filename="tika-vaccination-card-ira.pdf"', 'tika-vaccination-card-ira.pdf'],
    ['attachment; filename=tika-export-2026-11-22.zip', 'tika-export-2026-11-22.zip'],
    ['attachment; filename="../../etc/passwd"', '.._.._etc_passwd'],
    ['attachment', 'fallback.pdf'],
    [null, 'fallback.pdf'],
  ])('%s → %s', (header, name) => {
    expect(fileNameFrom(header, 'fallback.pdf')).toBe(name);
  });
});
