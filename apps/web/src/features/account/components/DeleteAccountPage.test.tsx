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

const own = (id: string, name: string, caregiver: string | null = null) => ({
  id,
  name,
  caregiver: caregiver ? { label: caregiver } : null,
});

function renderPage(
  onDeleted = vi.fn(),
  props: Partial<Parameters<typeof DeleteAccountPage>[0]> = {},
) {
  render(
    <MemoryRouter>
      <DeleteAccountPage
        ownChildren={[own('c1', 'Asha'), own('c2', 'Ravi'), own('c3', 'Meera')]}
        onDeleted={onDeleted}
        {...props}
      />
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
    expect(deleteAccount).toHaveBeenCalledExactlyOnceWith([]);
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

  it('offers each child a caregiver can take: given by default, or deleted if the parent says so', async () => {
    vi.mocked(deleteAccount).mockResolvedValue({ message: 'deleted' });
    const onDeleted = renderPage(vi.fn(), {
      ownChildren: [own('ira', 'Ira', 'Papa'), own('kabir', 'Kabir', 'Dadi'), own('zoya', 'Zoya')],
      followedNames: ['Tara'],
    });
    const giveIra = screen.getByRole('radio', { name: 'Give Ira to Papa' });
    const giveKabir = screen.getByRole('radio', { name: 'Give Kabir to Dadi' });
    expect(giveIra).toBeChecked();
    expect(giveKabir).toBeChecked();
    // Zoya has no caregiver who can take her: no choice, she is deleted.
    expect(screen.queryByRole('radio', { name: /Zoya/ })).not.toBeInTheDocument();
    expect(screen.getByText(/The profiles of Zoya, with their vaccination/)).toBeInTheDocument();
    expect(
      screen.getByText(/The children you give to a caregiver stay in Tika/),
    ).toBeInTheDocument();
    expect(screen.getByText(/You stop following Tara\./)).toBeInTheDocument();

    await userEvent.click(screen.getByRole('radio', { name: 'Delete Kabir’s profile' }));
    expect(giveKabir).not.toBeChecked();
    expect(screen.getByText(/The profiles of Kabir and Zoya, with/)).toBeInTheDocument();

    await userEvent.click(screen.getByRole('checkbox', { name: /I understand/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Delete my account' }));
    await waitFor(() => expect(onDeleted).toHaveBeenCalledOnce());
    expect(deleteAccount).toHaveBeenCalledExactlyOnceWith(['ira']);
  });

  it('deletes nothing before it knows which children a caregiver can take', async () => {
    renderPage(vi.fn(), { ownChildren: undefined });
    await userEvent.click(screen.getByRole('checkbox', { name: /I understand/ }));
    expect(screen.getByRole('button', { name: 'Delete my account' })).toBeDisabled();
    expect(screen.getByText(/All your children’s profiles/)).toBeInTheDocument();
  });
});
