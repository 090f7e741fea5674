import { describe, expect, it } from 'vitest';
import { addedOnLabel, linksAreStale, recordKind, uploadStatus } from './record-rules';

describe('labels', () => {
  it('tells a PDF from an image by its type', () => {
    expect(recordKind({ fileType: 'application/pdf' })).toBe('pdf');
    expect(recordKind({ fileType: 'image/jpeg' })).toBe('image');
    expect(recordKind({ fileType: 'image/png' })).toBe('image');
  });

  it('shows the day the record was added, on the local calendar', () => {
    const local = new Date(2026, 0, 3, 23, 30);
    expect(addedOnLabel(local.toISOString())).toBe('3 Jan 2026');
    expect(addedOnLabel('not a date')).toBe('');
  });
});

describe('link freshness', () => {
  it('asks again once the links are 10 minutes old', () => {
    const fetchedAt = 1_000_000;
    expect(linksAreStale(fetchedAt, fetchedAt + 9 * 60_000)).toBe(false);
    expect(linksAreStale(fetchedAt, fetchedAt + 10 * 60_000)).toBe(true);
    // Never fetched (dataUpdatedAt 0) counts as stale.
    expect(linksAreStale(0, fetchedAt)).toBe(true);
  });
});

describe('uploadStatus', () => {
  it('prepares, counts up, then saves', () => {
    expect(uploadStatus({ phase: 'preparing' })).toEqual({ step: 'preparing', percent: 0 });
    expect(uploadStatus({ phase: 'uploading', percent: 0 })).toEqual({
      step: 'uploading',
      percent: 0,
    });
    expect(uploadStatus({ phase: 'uploading', percent: 42.4 })).toEqual({
      step: 'uploading',
      percent: 42,
    });
    expect(uploadStatus({ phase: 'uploading', percent: 100 })).toEqual({
      step: 'saving',
      percent: 100,
    });
  });
});
