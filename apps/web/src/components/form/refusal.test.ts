import { i18n } from '@lingui/core';
import { describe, expect, it } from 'vitest';
import { RULE_MESSAGES } from '@tika/contract';
import { ApiError, readApiAnswer } from '../../lib/api-client';
import { UploadError } from '../../lib/upload';
import { formErrors, placeRefusal, refusalOf } from './refusal';
import { RULE_TEXT } from './rule-text';

const wireFields = { record_date: 'date', height: 'height' } as const;

/** The server's answer as the API client turns it into an error. */
function answered(status: number, body: object): unknown {
  try {
    readApiAnswer(status, JSON.stringify(body), undefined);
  } catch (err) {
    return err;
  }
  throw new Error('the answer was not an error');
}

describe('a refusal from the server', () => {
  it('goes under the input the answer names, by its wire name', () => {
    const err = answered(400, {
      message: 'The date cannot be in the future',
      code: 'validation_failed',
      field: 'record_date',
    });
    expect(err).toMatchObject({ field: 'record_date' });
    expect(placeRefusal(refusalOf(err)!, wireFields)).toEqual({
      date: 'The date cannot be in the future',
    });
  });

  it('goes above the buttons when it names no input, or one the form does not show', () => {
    const none = answered(409, { message: 'Cannot delete the only child profile', code: 'x' });
    expect(placeRefusal(refusalOf(none)!, wireFields)).toEqual({
      form: 'Cannot delete the only child profile',
    });
    const other = new ApiError('Please choose a child', 400, 'validation_failed', 'child_id');
    expect(placeRefusal(refusalOf(other)!, wireFields)).toEqual({ form: 'Please choose a child' });
  });

  it("keeps the upload's own checks, and has nothing to say for faults, the network or an ended session", () => {
    expect(refusalOf(new UploadError('Image size should be less than 10MB'))).toEqual({
      message: 'Image size should be less than 10MB',
    });
    expect(refusalOf(new ApiError('Something went wrong', 500, 'internal_error'))).toBeNull();
    expect(refusalOf(new ApiError('Could not reach Tika', 0, 'network_error'))).toBeNull();
    expect(refusalOf(new ApiError('Please sign in', 401, 'unauthenticated'))).toBeNull();
    expect(refusalOf(new Error('boom'))).toBeNull();
    const missing = new ApiError('Child not found', 404, 'not_found');
    expect(refusalOf(missing)).toEqual({ message: 'Child not found' });
    expect(refusalOf(missing, [400])).toBeNull();
  });
});

describe('formErrors', () => {
  it('words every rule in English as the API does, so a parent reads one message either way', () => {
    const english = Object.fromEntries(
      Object.entries(RULE_TEXT).map(([code, text]) => [code, i18n._(text)]),
    );
    expect(english).toEqual(RULE_MESSAGES);
  });

  it("gives each failing rule's catalogue message and leaves passing ones out", () => {
    expect(formErrors({ date: 'growth_date_in_future', height: null })).toEqual({
      date: RULE_MESSAGES.growth_date_in_future,
    });
  });
});
