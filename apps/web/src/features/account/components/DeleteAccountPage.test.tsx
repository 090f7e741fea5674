import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { notify } from '../../../components/ui/toast';
import { ApiError } from '../../../lib/api-client';
import { deleteAccount } from '../api/delete-account';
import { DeleteAccountPage } from './DeleteAccountPage';

vi.mock('../api/delete-account', () => ({ deleteAccount: vi.fn() }));
vi.mock('../../../components/ui/toast', () => ({
  notify: { success: vi.fn(), error: vi.fn(), info: vi.fn() },
}));

function renderPage(onDeleted = vi.fn()) {
  render(
    <MemoryRouter>
      <DeleteAccountPage childNames={['Asha', 'Ravi', 'Meera']} onDeleted={onDeleted} />
    </MemoryRouter>,
  );
  return onDeleted;
}

describe('DeleteAccountPage', () => {
  afterEach(() => vi.clearAllMocks());

  it('says what goes, by name', () => {
    renderPage();
    expect(
      screen.getByText(
        /The profiles of Asha, Ravi and Meera, with their vaccination, growth and medical records/,
      ),
    ).toBeInTheDocument();
    expect(screen.getByText('This cannot be undone.')).toBeInTheDocument();
  });

  it('enables the delete button only once "I understand" is ticked', async () => {
    vi.mocked(deleteAccount).mockResolvedValue({ message: 'deleted' });
    const onDeleted = renderPage();
    const button = screen.getByRole('button', { name: 'Delete my account' });
    expect(button).toBeDisabled();
    await userEvent.click(button);
    expect(deleteAccount).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('checkbox', { name: /I understand/ }));
    expect(button).toBeEnabled();
    await userEvent.click(button);
    await waitFor(() => expect(onDeleted).toHaveBeenCalledOnce());
    expect(deleteAccount).toHaveBeenCalledOnce();
  });

  it("shows the server's message and stays when deleting fails", async () => {
    vi.mocked(deleteAccount).mockRejectedValue(
      new ApiError('Too many requests', 429, 'rate_limited'),
    );
    const onDeleted = renderPage();
    await userEvent.click(screen.getByRole('checkbox', { name: /I understand/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Delete my account' }));
    await waitFor(() => expect(notify.error).toHaveBeenCalledWith('Too many requests'));
    expect(onDeleted).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Delete my account' })).toBeEnabled();
  });
});
