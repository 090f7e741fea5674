import { i18n } from '@lingui/core';
import { FILE_TOO_LARGE_MESSAGE, LIMITS } from '@tika/contract';
import { describe, expect, it } from 'vitest';
import {
  checkUploadFile,
  compressionPlan,
  IMAGE_TOO_LARGE_MESSAGE,
  prepareUpload,
  UNSUPPORTED_FILE_MESSAGE,
  uploadFileName,
  uploadKind,
} from './upload';

const MB = 1024 * 1024;
const fileOf = (name: string, type: string, size = 10) =>
  new File([new Uint8Array(size)], name, { type });

describe('upload checks (docs/product/validation.md)', () => {
  it.each([
    ['scan.pdf', 'application/pdf', 'pdf'],
    ['photo.PNG', 'image/png', 'png'],
    ['photo.jpg', 'image/jpeg', 'jpeg'],
    ['photo.jpeg', '', 'jpeg'],
    ['scan.pdf', 'application/octet-stream', 'pdf'],
    ['photo.heic', 'image/heic', null],
    ['notes.txt', 'text/plain', null],
    ['fake.pdf', 'text/html', null],
    ['noextension', '', null],
  ] as const)('%s (%s) is %s', (name, type, kind) => {
    expect(uploadKind({ name, type })).toBe(kind);
  });

  it('accepts png, jpeg and pdf and rejects other types with a clear message', () => {
    expect(checkUploadFile({ name: 'a.png', type: 'image/png', size: 100 })).toBeNull();
    expect(
      checkUploadFile({
        name: 'a.docx',
        type: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
        size: 100,
      }),
    ).toBe(i18n._(UNSUPPORTED_FILE_MESSAGE));
  });

  it('rejects a pdf over 5 MB, but not one of exactly 5 MB or a large image', () => {
    expect(checkUploadFile({ name: 'a.pdf', type: 'application/pdf', size: 5 * MB })).toBeNull();
    expect(checkUploadFile({ name: 'a.pdf', type: 'application/pdf', size: 5 * MB + 1 })).toBe(
      FILE_TOO_LARGE_MESSAGE,
    );
    expect(checkUploadFile({ name: 'a.jpg', type: 'image/jpeg', size: 8 * MB })).toBeNull();
  });

  it('keeps only the last 10 characters of the file name', () => {
    expect(uploadFileName('prescription-march.pdf')).toBe('-march.pdf');
    expect(uploadFileName('a.pdf')).toBe('a.pdf');
    expect(uploadFileName('prescription-march.pdf')).toHaveLength(LIMITS.uploadNameTailChars);
  });

  it('compresses JPEGs, converts PNGs over 2 MB to JPEG and leaves PDFs alone', () => {
    expect(compressionPlan('jpeg', 100)).toBe('jpeg');
    expect(compressionPlan('png', 2 * MB)).toBe('keep');
    expect(compressionPlan('png', 2 * MB + 1)).toBe('jpeg');
    expect(compressionPlan('pdf', 4 * MB)).toBe('keep');
  });

  it('prepares a pdf untouched with its shortened name', async () => {
    const file = fileOf('vaccination-card.pdf', 'application/pdf');
    const prepared = await prepareUpload(file);
    expect(prepared.blob).toBe(file);
    expect(prepared.name).toBe('n-card.pdf');
  });

  it('sends the original image when the browser cannot re-encode it, but not one over 10 MB', async () => {
    // jsdom has no createImageBitmap, like a browser that cannot decode the file.
    const small = fileOf('photo.jpg', 'image/jpeg');
    expect((await prepareUpload(small)).blob).toBe(small);
    await expect(prepareUpload(fileOf('huge.jpg', 'image/jpeg', 10 * MB + 1))).rejects.toThrow(
      i18n._(IMAGE_TOO_LARGE_MESSAGE),
    );
    await expect(prepareUpload(fileOf('a.txt', 'text/plain'))).rejects.toThrow(
      i18n._(UNSUPPORTED_FILE_MESSAGE),
    );
  });
});
