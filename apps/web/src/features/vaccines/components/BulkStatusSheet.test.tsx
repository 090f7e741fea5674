import { i18n } from '@lingui/core';
import '../../../test/dialog-polyfill';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { BULK_TEXT } from '../strings';
import { entry } from '../test-fixtures';
import { BulkStatusSheet } from './BulkStatusSheet';

const entries = [entry('a', 'BCG'), entry('b', 'OPV 0'), entry('c', 'Hep B 1')];

const renderSheet = (onSubmit = vi.fn().mockResolvedValue({})) => {
  const onClose = vi.fn();
  render(
    <BulkStatusSheet
      entries={entries}
      childDob="2021-01-10"
      today="2026-01-03"
      onClose={onClose}
      onSubmit={onSubmit}
    />,
  );
  const dialog = screen.getByRole('dialog', { hidden: true });
  return { onSubmit, onClose, save: () => within(dialog).getByRole('button', { name: 'Save' }) };
};

describe('BulkStatusSheet', () => {
  it('names the doses and asks for an answer', async () => {
    const { onSubmit, save } = renderSheet();
    expect(screen.getByText('3 vaccines due before you joined Tika')).toBeInTheDocument();
    expect(screen.getByText('BCG, OPV 0, Hep B 1')).toBeInTheDocument();
    expect(screen.getAllByRole('radio').map((r) => r.closest('label')?.textContent)).toEqual([
      'Given on time, as scheduled',
      'Given on a date',
      'Given in a month',
      'Not given',
    ]);
    await userEvent.click(save());
    expect(screen.getByText(i18n._(BULK_TEXT.answerRequired))).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('sends "given on time" for all of them at once, then closes', async () => {
    const { onSubmit, onClose, save } = renderSheet();
    await userEvent.click(screen.getByRole('radio', { name: 'Given on time, as scheduled' }));
    await userEvent.click(save());
    expect(onSubmit).toHaveBeenCalledWith({
      vaccineIds: ['a', 'b', 'c'],
      answer: 'on_time',
      date: '',
    });
    expect(onClose).toHaveBeenCalled();
  });

  it('asks for the month of "given in a month", and sends it', async () => {
    const { onSubmit, save } = renderSheet();
    await userEvent.click(screen.getByRole('radio', { name: 'Given in a month' }));
    await userEvent.click(save());
    expect(screen.getByText(i18n._(BULK_TEXT.monthRequired))).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('Month given'), '2021-03');
    await userEvent.click(save());
    expect(onSubmit).toHaveBeenCalledWith({
      vaccineIds: ['a', 'b', 'c'],
      answer: 'in_month',
      date: '2021-03',
    });
  });

  it('asks for the date of "given on a date"', async () => {
    const { onSubmit, save } = renderSheet();
    await userEvent.click(screen.getByRole('radio', { name: 'Given on a date' }));
    expect(screen.getByRole('button', { name: /Date given/ })).toBeInTheDocument();
    await userEvent.click(save());
    expect(screen.getByRole('alert')).toHaveTextContent('Please choose the vaccination date');
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('sends "not given" without a date', async () => {
    const { onSubmit, save } = renderSheet();
    await userEvent.click(screen.getByRole('radio', { name: 'Not given' }));
    await userEvent.click(save());
    expect(onSubmit).toHaveBeenCalledWith({
      vaccineIds: ['a', 'b', 'c'],
      answer: 'not_given',
      date: '',
    });
  });
});
