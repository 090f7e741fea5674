import { RECORD_MESSAGES } from '@tika/contract';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../lib/api-client';
import { UploadError } from '../../../lib/upload';
import {
  addedOnLabel,
  inlineErrorFor,
  linksAreStale,
  recordFormErrors,
  recordKind,
  uploadStatus,
} from './record-rules';

const pdf = new File(['%PDF'], 'scan.pdf', { type: 'application/pdf' });

describe('recordFormErrors (docs/product/validation.md)', () => {
  it('requires purpose, remarks and file', () => {
    expect(recordFormErrors({ purpose: '', note: '', file: null })).toEqual({
      purpose: RECORD_MESSAGES.purposeRequired,
      note: RECORD_MESSAGES.noteRequired,
      file: RECORD_MESSAGES.fileRequired,
    });
  });

  it('treats blank text as missing', () => {
    expect(recordFormErrors({ purpose: '   ', note: '\n', file: pdf })).toEqual({
      purpose: RECORD_MESSAGES.purposeRequired,
      note: RECORD_MESSAGES.noteRequired,
    });
  });

  it('has nothing to say about a complete form', () => {
    expect(recordFormErrors({ purpose: 'Fever', note: 'Paracetamol', file: pdf })).toEqual({});
  });
});

describe('inlineErrorFor', () => {
  it("keeps the server's reason for a refused upload and a client check's message", () => {
    expect(
      inlineErrorFor(new ApiError('File size should be less than 5MB', 413, 'payload_too_large')),
    ).toBe('File size should be less than 5MB');
    expect(inlineErrorFor(new UploadError('Image size should be less than 10MB'))).toBe(
      'Image size should be less than 10MB',
    );
  });

  it('has nothing to add for server faults, the network or an ended session', () => {
    expect(inlineErrorFor(new ApiError('Something went wrong', 500, 'internal_error'))).toBeNull();
    expect(inlineErrorFor(new ApiError('Could not reach Tika', 0, 'network_error'))).toBeNull();
    expect(inlineErrorFor(new ApiError('Please sign in', 401, 'unauthenticated'))).toBeNull();
    expect(inlineErrorFor(new Error('boom'))).toBeNull();
  });
});

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
    expect(uploadStatus({ phase: 'preparing' })).toEqual({ label: 'Preparing file…', percent: 0 });
    expect(uploadStatus({ phase: 'uploading', percent: 0 })).toEqual({
      label: 'Uploading…',
      percent: 0,
    });
    expect(uploadStatus({ phase: 'uploading', percent: 42 })).toEqual({
      label: 'Uploading…',
      percent: 42,
    });
    expect(uploadStatus({ phase: 'uploading', percent: 100 })).toEqual({
      label: 'Saving…',
      percent: 100,
    });
  });
});
