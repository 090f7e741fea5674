import '../../../test/dialog-polyfill';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { FILE_TOO_LARGE_MESSAGE, VACCINE_MESSAGES } from '@tika/contract';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../lib/api-client';
import { UNSUPPORTED_FILE_MESSAGE } from '../../../lib/upload';
import type { DashboardEntry } from '../api/dashboard';
import { MarkCompleteSheet } from './MarkCompleteSheet';

const entry: DashboardEntry = {
  id: 'v1',
  vaccine: {
    name: 'BCG',
    vaccineFullName: 'Bacillus Calmette–Guérin vaccine',
    description: '',
    ageRange: 'Birth',
  },
  dateOfVaccination: '2025-02-01',
  vaccinatedOn: null,
  comment: '',
  imageUrl: null,
  status: 'pending',
  days: null,
};

const renderSheet = (onSubmit = vi.fn().mockResolvedValue({})) => {
  const onClose = vi.fn();
  render(
    <MarkCompleteSheet entry={entry} childDob="2025-01-20" onClose={onClose} onSubmit={onSubmit} />,
  );
  return { onSubmit, onClose, dialog: screen.getByRole('dialog', { hidden: true }) };
};

const pickFeb3 = async () => {
  // The calendar opens on the due date's month (February 2025).
  await userEvent.click(screen.getByRole('button', { name: /Date of vaccination/ }));
  // The month grid loads on first use (slowly the first time under the test runner).
  await userEvent.click(
    await screen.findByRole('button', { name: /February 3/ }, { timeout: 5000 }),
  );
};

describe('MarkCompleteSheet', () => {
  it('asks for the date first', async () => {
    const { onSubmit, dialog } = renderSheet();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Mark as complete' }));
    expect(screen.getByText(VACCINE_MESSAGES.dateRequired)).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('refuses other file types and a pdf over 5 MB before uploading', async () => {
    renderSheet();
    const input = document.querySelector<HTMLInputElement>('input[type=file]')!;
    await userEvent.upload(input, new File(['x'], 'notes.txt', { type: 'text/plain' }), {
      applyAccept: false,
    });
    expect(screen.getByText(UNSUPPORTED_FILE_MESSAGE)).toBeInTheDocument();
    const bigPdf = new File([new Uint8Array(5 * 1024 * 1024 + 1)], 'scan.pdf', {
      type: 'application/pdf',
    });
    await userEvent.upload(input, bigPdf);
    expect(screen.getByText(FILE_TOO_LARGE_MESSAGE)).toBeInTheDocument();
  });

  it('sends the date, note and file, then closes', async () => {
    const { onSubmit, onClose, dialog } = renderSheet();
    await pickFeb3();
    await userEvent.type(screen.getByLabelText(/Note/), 'City Clinic');
    const pdf = new File(['%PDF-1.4'], 'prescription.pdf', { type: 'application/pdf' });
    await userEvent.upload(document.querySelector<HTMLInputElement>('input[type=file]')!, pdf);
    expect(screen.getByText('prescription.pdf')).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Mark as complete' }));
    expect(onSubmit).toHaveBeenCalledWith({
      vaccineId: 'v1',
      vaccinatedOn: '2025-02-03',
      comment: 'City Clinic',
      file: pdf,
    });
    expect(onClose).toHaveBeenCalled();
  });

  it("shows the server's date refusal under the date and stays open", async () => {
    const { onClose, dialog } = renderSheet(
      vi
        .fn()
        .mockRejectedValue(
          new ApiError(VACCINE_MESSAGES.dateInFuture, 400, 'validation_failed', 'vaccinated_on'),
        ),
    );
    await pickFeb3();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Mark as complete' }));
    expect(await screen.findByText(VACCINE_MESSAGES.dateInFuture)).toBeInTheDocument();
    expect(onClose).not.toHaveBeenCalled();
  });
});
