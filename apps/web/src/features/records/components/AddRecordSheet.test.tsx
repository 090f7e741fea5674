import '../../../test/dialog-polyfill';
import { i18n } from '@lingui/core';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { FILE_TOO_LARGE_MESSAGE, RECORD_MESSAGES } from '@tika/contract';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../lib/api-client';
import { UNSUPPORTED_FILE_MESSAGE } from '../../../lib/upload';
import type { AddRecordRequest } from '../hooks/use-record-actions';
import { AddRecordSheet } from './AddRecordSheet';

const renderSheet = (
  onSubmit: (request: AddRecordRequest) => Promise<unknown> = vi.fn().mockResolvedValue({}),
) => {
  const onClose = vi.fn();
  render(<AddRecordSheet open childName="Kabir" onClose={onClose} onSubmit={onSubmit} />);
  const dialog = screen.getByRole('dialog', { hidden: true });
  return {
    onSubmit,
    onClose,
    dialog,
    save: () => userEvent.click(within(dialog).getByRole('button', { name: 'Save' })),
  };
};

const fileInput = () => document.querySelector<HTMLInputElement>('input[type=file]')!;
const pdf = () => new File(['%PDF-1.4'], 'blood-report-june.pdf', { type: 'application/pdf' });

async function fillAll() {
  await userEvent.type(screen.getByLabelText('Purpose'), ' Fever check-up ');
  await userEvent.type(screen.getByLabelText('Remarks'), 'Paracetamol for 3 days');
  await userEvent.upload(fileInput(), pdf());
}

describe('AddRecordSheet', () => {
  it('highlights nothing until Save is pressed', () => {
    renderSheet();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.getByLabelText('Purpose')).not.toHaveAttribute('aria-invalid');
  });

  it('highlights every missing field on Save, focuses the first and sends nothing', async () => {
    const { onSubmit, save } = renderSheet();
    await save();
    expect(onSubmit).not.toHaveBeenCalled();

    const purpose = screen.getByLabelText('Purpose');
    expect(purpose).toHaveAttribute('aria-invalid', 'true');
    expect(purpose.parentElement).toHaveClass('invalid');
    expect(purpose).toHaveFocus();
    expect(screen.getByText(RECORD_MESSAGES.purposeRequired)).toBeInTheDocument();

    const remarks = screen.getByLabelText('Remarks');
    expect(remarks).toHaveAttribute('aria-invalid', 'true');
    expect(remarks).toHaveClass('invalid');
    expect(remarks).toHaveAccessibleDescription(RECORD_MESSAGES.noteRequired);

    expect(fileInput()).toHaveAttribute('aria-invalid', 'true');
    expect(fileInput().closest('label')).toHaveClass('invalid');
    expect(screen.getByText(RECORD_MESSAGES.fileRequired)).toBeInTheDocument();
  });

  it('clears a highlight as its field is filled, and focuses the next missing one', async () => {
    const { save } = renderSheet();
    await save();
    await userEvent.type(screen.getByLabelText('Purpose'), 'Fever');
    expect(screen.queryByText(RECORD_MESSAGES.purposeRequired)).not.toBeInTheDocument();
    expect(screen.getByLabelText('Purpose')).not.toHaveAttribute('aria-invalid');
    await save();
    expect(screen.getByLabelText('Remarks')).toHaveFocus();
    expect(screen.getByText(RECORD_MESSAGES.noteRequired)).toBeInTheDocument();
  });

  it('treats blank remarks as missing', async () => {
    const { onSubmit, save } = renderSheet();
    await userEvent.type(screen.getByLabelText('Purpose'), 'Fever');
    await userEvent.type(screen.getByLabelText('Remarks'), '   ');
    await userEvent.upload(fileInput(), pdf());
    await save();
    expect(screen.getByText(RECORD_MESSAGES.noteRequired)).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('refuses other file types and a pdf over 5 MB when picked', async () => {
    renderSheet();
    await userEvent.upload(fileInput(), new File(['x'], 'notes.txt', { type: 'text/plain' }), {
      applyAccept: false,
    });
    expect(screen.getByText(i18n._(UNSUPPORTED_FILE_MESSAGE))).toBeInTheDocument();
    await userEvent.upload(
      fileInput(),
      new File([new Uint8Array(5 * 1024 * 1024 + 1)], 'scan.pdf', { type: 'application/pdf' }),
    );
    expect(screen.getByText(FILE_TOO_LARGE_MESSAGE)).toBeInTheDocument();
    expect(fileInput().closest('label')).toHaveClass('invalid');
  });

  it('shows the upload progress with its percent, then closes', async () => {
    let finish!: () => void;
    let report!: (percent: number) => void;
    const onSubmit = vi.fn(
      (request: AddRecordRequest) =>
        new Promise<void>((resolve) => {
          finish = resolve;
          report = request.onProgress!;
        }),
    );
    const { onClose, save } = renderSheet(onSubmit);
    await fillAll();
    expect(screen.getByText('blood-report-june.pdf')).toBeInTheDocument();
    await save();

    expect(onSubmit).toHaveBeenCalledWith(
      expect.objectContaining({
        purpose: 'Fever check-up',
        note: 'Paracetamol for 3 days',
        file: expect.any(File),
      }),
    );
    const bar = screen.getByRole('progressbar', { name: 'Upload progress' });
    expect(bar).toHaveAttribute('aria-valuenow', '0');
    expect(screen.getByText('Preparing file…')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Uploading…' })).toBeDisabled();

    report(42);
    expect(await screen.findByText('42%')).toBeInTheDocument();
    expect(bar).toHaveAttribute('aria-valuenow', '42');
    expect(screen.getByText('Uploading…', { selector: 'span' })).toBeInTheDocument();

    report(100);
    expect(await screen.findByText('Saving…')).toBeInTheDocument();
    expect(bar).toHaveAttribute('aria-valuenow', '100');

    finish();
    await vi.waitFor(() => expect(onClose).toHaveBeenCalled());
  });

  it("says the server's reason inline when it refuses, and stays open", async () => {
    const { onClose, save } = renderSheet(
      vi
        .fn()
        .mockRejectedValue(
          new ApiError('File size should be less than 5MB', 413, 'payload_too_large'),
        ),
    );
    await fillAll();
    await save();
    expect(await screen.findByText('File size should be less than 5MB')).toBeInTheDocument();
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Save' })).toBeEnabled();
    expect(onClose).not.toHaveBeenCalled();
  });

  it('asks to try again when the failure is not the request itself', async () => {
    const { save } = renderSheet(
      vi.fn().mockRejectedValue(new ApiError('Something went wrong', 500, 'internal_error')),
    );
    await fillAll();
    await save();
    expect(await screen.findByText('Something went wrong. Please try again.')).toBeInTheDocument();
  });
});
