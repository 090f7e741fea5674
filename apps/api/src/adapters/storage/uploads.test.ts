import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { SAMPLE_PDF } from '../../test/multipart';
import { checkUpload } from './uploads';

async function jpegWithGps(): Promise<Buffer> {
  return sharp({ create: { width: 40, height: 20, channels: 3, background: '#88aaff' } })
    .jpeg()
    .withExif({
      IFD0: { Make: 'PhoneCo', Model: 'Cam 1' },
      IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '28/1 36/1 0/1' },
    })
    .toBuffer();
}

describe('checkUpload', () => {
  it('drops EXIF and GPS metadata from photos', async () => {
    const original = await jpegWithGps();
    expect((await sharp(original).metadata()).exif).toBeDefined();
    const checked = await checkUpload(original, 'IMG_2026_0001.jpg');
    expect(checked.contentType).toBe('image/jpeg');
    const meta = await sharp(checked.data).metadata();
    expect(meta.exif).toBeUndefined();
    expect(meta.width).toBe(40);
    expect(checked.data.includes(Buffer.from('PhoneCo'))).toBe(false);
  });

  it('keeps only the last 10 characters of the name', async () => {
    expect((await checkUpload(SAMPLE_PDF, 'report-from-clinic-2026.pdf')).nameTail).toBe(
      'c-2026.pdf',
    );
  });

  it('refuses an image with absurd dimensions (a decompression bomb)', async () => {
    const bomb = await sharp({
      create: { width: 10000, height: 6000, channels: 3, background: '#fff' },
    })
      .png({ compressionLevel: 9 })
      .toBuffer();
    await expect(checkUpload(bomb, 'huge.png')).rejects.toMatchObject({
      status: 413,
      message: 'This image is too large. Please upload a smaller photo.',
    });
  });

  it('refuses a truncated image', async () => {
    const broken = (await jpegWithGps()).subarray(0, 200);
    await expect(checkUpload(broken, 'broken.jpg')).rejects.toMatchObject({ status: 415 });
  });
});
