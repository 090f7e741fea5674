import '../../../test/dialog-polyfill';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { GROWTH_MESSAGES, type MeasuringPosition } from '@tika/contract';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../lib/api-client';
import { AddGrowthSheet } from './AddGrowthSheet';

const renderSheet = (onSubmit = vi.fn().mockResolvedValue({}), childDob = '2025-06-10') => {
  const onClose = vi.fn();
  render(<AddGrowthSheet open childDob={childDob} onClose={onClose} onSubmit={onSubmit} />);
  const dialog = screen.getByRole('dialog', { hidden: true });
  return {
    onSubmit,
    onClose,
    dialog,
    save: () => userEvent.click(within(dialog).getByRole('button', { name: 'Add record' })),
  };
};

/** What the sheet sends for a height alone, measured today (3 Jan 2026). */
const heightOnly = (height: number, measured: MeasuringPosition) => ({
  recordDate: '2026-01-03',
  height,
  weight: undefined,
  measured,
});

describe('AddGrowthSheet', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date(2026, 0, 3, 10));
  });
  afterEach(() => vi.useRealTimers());

  it('asks for a height or a weight, on today by default', async () => {
    const { onSubmit, save } = renderSheet();
    expect(screen.getByRole('button', { name: /Date measured/ })).toHaveTextContent('3 Jan 2026');
    await save();
    expect(screen.getByText(GROWTH_MESSAGES.oneRequired)).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('takes decimals with the decimal keyboard and shows the height in feet and inches', async () => {
    renderSheet();
    const height = screen.getByLabelText('Height (cm)');
    expect(height).toHaveAttribute('inputmode', 'decimal');
    expect(screen.getByLabelText('Weight (kg)')).toHaveAttribute('inputmode', 'decimal');
    await userEvent.type(height, '75.7x5');
    expect(height).toHaveValue('75.75');
    expect(screen.getByText('That is 2 ft 6 in')).toBeInTheDocument();
  });

  it('shows the limits inline', async () => {
    const { onSubmit, save } = renderSheet();
    await userEvent.type(screen.getByLabelText('Height (cm)'), '200');
    await userEvent.type(screen.getByLabelText('Weight (kg)'), '120');
    await save();
    expect(screen.getByText(GROWTH_MESSAGES.height)).toBeInTheDocument();
    expect(screen.getByText(GROWTH_MESSAGES.weight)).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('sends the date and the numbers, then closes', async () => {
    const { onSubmit, onClose, save } = renderSheet();
    await userEvent.type(screen.getByLabelText('Weight (kg)'), '8,4');
    await save();
    expect(onSubmit).toHaveBeenCalledWith({
      recordDate: '2026-01-03',
      height: undefined,
      weight: 8.4,
    });
    expect(onClose).toHaveBeenCalled();
  });

  it('says how the height was taken: lying down under two years by default, or as the parent picks', async () => {
    const { onSubmit, save } = renderSheet();
    const position = screen.getByRole('group', { name: 'Height measured' });
    // Born 2025-06-10, measured 2026-01-03: under two, so lying down.
    expect(within(position).getByRole('radio', { name: 'Lying down' })).toBeChecked();
    await userEvent.type(screen.getByLabelText('Height (cm)'), '80.3');
    await userEvent.click(within(position).getByRole('radio', { name: 'Standing' }));
    await save();
    expect(onSubmit).toHaveBeenCalledWith(heightOnly(80.3, 'standing'));
  });

  it('defaults to standing from two years', async () => {
    const { onSubmit, save } = renderSheet(undefined, '2023-06-10');
    const position = screen.getByRole('group', { name: 'Height measured' });
    expect(within(position).getByRole('radio', { name: 'Standing' })).toBeChecked();
    await userEvent.type(screen.getByLabelText('Height (cm)'), '94.2');
    await save();
    expect(onSubmit).toHaveBeenCalledWith(heightOnly(94.2, 'standing'));
  });

  it("puts the server's refusal under its field and stays open", async () => {
    const { onClose, save } = renderSheet(
      vi
        .fn()
        .mockRejectedValue(
          new ApiError(GROWTH_MESSAGES.dateFuture, 400, 'validation_failed', 'record_date'),
        ),
    );
    await userEvent.type(screen.getByLabelText('Weight (kg)'), '8');
    await save();
    const date = screen.getByRole('button', { name: /Date measured/ });
    expect(await screen.findByText(GROWTH_MESSAGES.dateFuture)).toBeInTheDocument();
    expect(date).toHaveAttribute('aria-invalid', 'true');
    expect(onClose).not.toHaveBeenCalled();
  });

  it('only logs other failures (docs/product/errors.md)', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    const { onClose, save } = renderSheet(
      vi.fn().mockRejectedValue(new ApiError('boom', 500, 'internal_error')),
    );
    await userEvent.type(screen.getByLabelText('Weight (kg)'), '8');
    await save();
    expect(log).toHaveBeenCalled();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(onClose).not.toHaveBeenCalled();
    log.mockRestore();
  });
});
