import { i18n } from '@lingui/core';
import '../../../test/dialog-polyfill';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../lib/api-client';
import { NOT_NEEDED_TEXT } from '../strings';
import { entry } from '../test-fixtures';
import { NotNeededSheet } from './NotNeededSheet';

const renderSheet = (doseCode: string | null, onSubmit = vi.fn().mockResolvedValue({})) => {
  const onClose = vi.fn();
  render(
    <NotNeededSheet
      entry={entry('v1', 'Rotavirus 3', { doseCode })}
      onClose={onClose}
      onSubmit={onSubmit}
    />,
  );
  const dialog = screen.getByRole('dialog', { hidden: true });
  return {
    onSubmit,
    onClose,
    dialog,
    save: () => within(dialog).getByRole('button', { name: 'Save' }),
  };
};

describe('NotNeededSheet', () => {
  it('offers the reasons that can apply to the dose, and asks for one', async () => {
    const { onSubmit, save } = renderSheet('rota-3');
    const reason = screen.getByRole('combobox', { name: 'Reason' });
    expect(
      within(reason)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual([
      'Choose a reason',
      'A 2-dose brand was given (Rotarix)',
      'The doctor advised against it',
      'Another reason',
    ]);
    await userEvent.click(save());
    expect(screen.getByText(i18n._(NOT_NEEDED_TEXT.reasonRequired))).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('sends a reason without a note, then closes', async () => {
    const { onSubmit, onClose, save } = renderSheet('rota-3');
    expect(screen.queryByLabelText(/Note/)).not.toBeInTheDocument();
    await userEvent.selectOptions(
      screen.getByRole('combobox', { name: 'Reason' }),
      'two_dose_brand',
    );
    await userEvent.click(save());
    expect(onSubmit).toHaveBeenCalledWith({ vaccineId: 'v1', reason: 'two_dose_brand', note: '' });
    expect(onClose).toHaveBeenCalled();
  });

  it('asks for a note with "another reason", and sends it', async () => {
    const { onSubmit, save } = renderSheet(null);
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Reason' }), 'other');
    await userEvent.click(save());
    expect(screen.getByText(i18n._(NOT_NEEDED_TEXT.noteRequired))).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText(/Note/), 'Given abroad');
    await userEvent.click(save());
    expect(onSubmit).toHaveBeenCalledWith({
      vaccineId: 'v1',
      reason: 'other',
      note: 'Given abroad',
    });
  });

  it("shows the server's refusal under the reason", async () => {
    const refused = new ApiError('That reason does not apply', 400, 'x', 'not_needed_reason');
    const { onClose, save } = renderSheet('rota-3', vi.fn().mockRejectedValue(refused));
    await userEvent.selectOptions(
      screen.getByRole('combobox', { name: 'Reason' }),
      'doctor_advice',
    );
    await userEvent.click(save());
    expect(await screen.findByRole('alert')).toHaveTextContent('That reason does not apply');
    expect(onClose).not.toHaveBeenCalled();
  });
});
