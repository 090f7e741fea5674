import '../../../test/dialog-polyfill';
import { i18n } from '@lingui/core';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { FILE_TOO_LARGE_MESSAGE, VACCINE_MESSAGES } from '@tika/contract';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../lib/api-client';
import { UNSUPPORTED_FILE_MESSAGE } from '../../../lib/upload';
import { entry as makeEntry } from '../test-fixtures';
import { MarkCompleteSheet } from './MarkCompleteSheet';

const entry = makeEntry('v1', 'DTwP/DTaP 1', {
  vaccine: {
    name: 'DTwP/DTaP 1',
    vaccineFullName: 'Diphtheria, tetanus and pertussis vaccine',
    description: '',
    ageRange: '6 weeks',
  },
  doseCode: 'dtp-1',
  dateOfVaccination: '2025-02-01',
});

const EARLY =
  'That date is before 6 weeks of age, the earliest DTwP/DTaP 1 counts. Please check the date. If it is right, confirm it.';
const early = () => new ApiError(EARLY, 400, 'dose_would_not_count', 'vaccinated_on');

const renderSheet = (onSubmit = vi.fn().mockResolvedValue({})) => {
  const onClose = vi.fn();
  render(
    <MarkCompleteSheet
      entry={entry}
      childDob="2025-01-20"
      brands={['Hexaxim', 'Infanrix Hexa']}
      today="2025-06-01"
      onClose={onClose}
      onSubmit={onSubmit}
    />,
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

const submitButton = (dialog: HTMLElement) =>
  within(dialog).getByRole('button', { name: 'Mark as given' });

describe('MarkCompleteSheet', () => {
  it('asks for the date first', async () => {
    const { onSubmit, dialog } = renderSheet();
    await userEvent.click(submitButton(dialog));
    expect(screen.getByText(VACCINE_MESSAGES.dateRequired)).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('refuses other file types and a pdf over 5 MB before uploading', async () => {
    renderSheet();
    const input = document.querySelector<HTMLInputElement>('input[type=file]')!;
    await userEvent.upload(input, new File(['x'], 'notes.txt', { type: 'text/plain' }), {
      applyAccept: false,
    });
    expect(screen.getByText(i18n._(UNSUPPORTED_FILE_MESSAGE))).toBeInTheDocument();
    const bigPdf = new File([new Uint8Array(5 * 1024 * 1024 + 1)], 'scan.pdf', {
      type: 'application/pdf',
    });
    await userEvent.upload(input, bigPdf);
    expect(screen.getByText(FILE_TOO_LARGE_MESSAGE)).toBeInTheDocument();
  });

  it("offers the dose's brands, and sends the date, brand, batch, place, note and file", async () => {
    const { onSubmit, onClose, dialog } = renderSheet();
    const brand = screen.getByLabelText('Brand (optional)');
    const options = document
      .getElementById(brand.getAttribute('list')!)!
      .querySelectorAll('option');
    expect([...options].map((o) => o.value)).toEqual(['Hexaxim', 'Infanrix Hexa']);
    await pickFeb3();
    await userEvent.type(brand, 'Hexaxim');
    await userEvent.type(screen.getByLabelText('Batch number (optional)'), 'B-42');
    await userEvent.type(screen.getByLabelText('Place (optional)'), 'City Clinic');
    await userEvent.type(screen.getByLabelText(/Note/), 'Right thigh');
    const pdf = new File(['%PDF-1.4'], 'prescription.pdf', { type: 'application/pdf' });
    await userEvent.upload(document.querySelector<HTMLInputElement>('input[type=file]')!, pdf);
    await userEvent.click(submitButton(dialog));
    expect(onSubmit).toHaveBeenCalledWith({
      vaccineId: 'v1',
      vaccinatedOn: '2025-02-03',
      brand: 'Hexaxim',
      batch: 'B-42',
      place: 'City Clinic',
      comment: 'Right thigh',
      confirmEarly: false,
      file: pdf,
    });
    expect(onClose).toHaveBeenCalled();
  });

  it('asks to check a date on which the dose would not count, and sends it again once confirmed', async () => {
    const onSubmit = vi.fn().mockRejectedValueOnce(early()).mockResolvedValue({});
    const { onClose, dialog } = renderSheet(onSubmit);
    await pickFeb3();
    await userEvent.click(submitButton(dialog));
    const message = await screen.findByText(EARLY);
    expect(message).toHaveAttribute('role', 'alert');
    expect(onClose).not.toHaveBeenCalled();

    await userEvent.click(within(dialog).getByRole('button', { name: 'Yes, this date is right' }));
    expect(onSubmit).toHaveBeenCalledTimes(2);
    expect(onSubmit).toHaveBeenLastCalledWith(
      expect.objectContaining({ vaccinatedOn: '2025-02-03', confirmEarly: true }),
    );
    expect(onClose).toHaveBeenCalled();
  });

  it('lets the parent change the date instead: the question goes and the calendar opens', async () => {
    const { onSubmit, dialog } = renderSheet(vi.fn().mockRejectedValue(early()));
    await pickFeb3();
    await userEvent.click(submitButton(dialog));
    await screen.findByText(EARLY);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Change the date' }));
    expect(screen.queryByText(EARLY)).not.toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: 'Yes, this date is right' })).toBeNull();
    expect(screen.getByRole('button', { name: /Date of vaccination/ })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    expect(onSubmit).toHaveBeenCalledTimes(1);
  });

  it("shows the server's other date refusals under the date, without the question", async () => {
    const { onClose, dialog } = renderSheet(
      vi
        .fn()
        .mockRejectedValue(
          new ApiError(VACCINE_MESSAGES.dateInFuture, 400, 'validation_failed', 'vaccinated_on'),
        ),
    );
    await pickFeb3();
    await userEvent.click(submitButton(dialog));
    expect(await screen.findByText(VACCINE_MESSAGES.dateInFuture)).toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: 'Yes, this date is right' })).toBeNull();
    expect(onClose).not.toHaveBeenCalled();
  });
});
