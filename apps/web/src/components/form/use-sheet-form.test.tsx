import { act, renderHook } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../lib/api-client';
import { useSheetForm } from './use-sheet-form';

type Values = { date: string; note: string };

const renderForm = (send: (values: Values) => Promise<unknown>, onDone = vi.fn()) =>
  renderHook(() =>
    useSheetForm<Values>({
      initial: { date: '', note: '' },
      validate: (v) => (v.date ? {} : { date: 'Date is required' }),
      send,
      onDone,
      wireFields: { record_date: 'date' },
      onUnexplained: () => 'Something went wrong',
    }),
  );

/** Submits and lets the send's promise settle. */
const submit = async (form: { current: ReturnType<typeof useSheetForm<Values>> }) => {
  await act(async () => {
    form.current.submit();
    await Promise.resolve();
  });
};

describe('useSheetForm', () => {
  it("stops at the client's checks: nothing is sent and the field is marked", async () => {
    const send = vi.fn(() => Promise.resolve());
    const { result } = renderForm(send);
    await submit(result);
    expect(send).not.toHaveBeenCalled();
    expect(result.current.errors).toEqual({ date: 'Date is required' });
  });

  it('sends the values, then calls onDone', async () => {
    const send = vi.fn(() => Promise.resolve());
    const onDone = vi.fn();
    const { result } = renderForm(send, onDone);
    act(() => result.current.set('date', '2026-11-01'));
    await submit(result);
    expect(send).toHaveBeenCalledWith({ date: '2026-11-01', note: '' });
    expect(onDone).toHaveBeenCalledOnce();
    expect(result.current.busy).toBe(false);
  });

  it("puts a refusal under the field the server names, by the field's wire name", async () => {
    const refused = new ApiError(
      'Date cannot be in the future',
      400,
      'validation_failed',
      'record_date',
    );
    const { result } = renderForm(() => Promise.reject(refused));
    act(() => result.current.set('date', '2030-01-01'));
    await submit(result);
    expect(result.current.errors).toEqual({ date: 'Date cannot be in the future' });
  });

  it('puts a refusal that names no field of the form above the buttons', async () => {
    const refused = new ApiError('Too many records', 409, 'conflict');
    const { result } = renderForm(() => Promise.reject(refused));
    act(() => result.current.set('date', '2026-11-01'));
    await submit(result);
    expect(result.current.errors).toEqual({ form: 'Too many records' });
  });

  it('shows what onUnexplained says for a server fault, and a change clears it', async () => {
    const { result } = renderForm(() =>
      Promise.reject(new ApiError('boom', 500, 'internal_error')),
    );
    act(() => result.current.set('date', '2026-11-01'));
    await submit(result);
    expect(result.current.errors).toEqual({ form: 'Something went wrong' });
    act(() => result.current.set('note', 'x'));
    expect(result.current.errors).toEqual({});
  });
});
