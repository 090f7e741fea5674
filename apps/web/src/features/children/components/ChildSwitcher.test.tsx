import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import type { ChildProfile as Child } from '../api/children';
import { testChild as kid } from '../../../test/children';
import { ChildSwitcher } from './ChildSwitcher';

function renderSwitcher(items: Child[], selectedId: string | null = items[0]?.id ?? null) {
  const handlers = { onSelect: vi.fn(), onEdit: vi.fn(), onDelete: vi.fn() };
  render(
    <MemoryRouter>
      <ChildSwitcher items={items} selectedId={selectedId} today="2025-03-20" {...handlers} />
    </MemoryRouter>,
  );
  return handlers;
}

describe('ChildSwitcher', () => {
  it('shows a card per child with the age and marks the selected one', () => {
    renderSwitcher([kid(1), kid(2, { gender: 'boy', dob: '2025-02-01' })], 'c2');
    expect(screen.getByRole('button', { name: /Kid A.*2 years 2 months/ })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
    const second = screen.getByRole('button', { name: /Kid B.*1 month/ });
    expect(second).toHaveAttribute('aria-pressed', 'true');
    expect(within(second).getByText('Selected')).toBeInTheDocument();
  });

  it.each([1, 2])('offers the Add Child tile with %i child(ren)', (count) => {
    renderSwitcher(Array.from({ length: count }, (_, i) => kid(i + 1)));
    expect(screen.getByRole('link', { name: /Add Child/ })).toHaveAttribute(
      'href',
      '/userprofile/addchild',
    );
  });

  it('hides the Add Child tile at 3 children (docs/product/validation.md)', () => {
    renderSwitcher([kid(1), kid(2), kid(3)]);
    expect(screen.queryByRole('link', { name: /Add Child/ })).not.toBeInTheDocument();
    expect(screen.getByText(/maximum of 3 children/)).toBeInTheDocument();
  });

  it('selects, edits and deletes the child whose card is used', async () => {
    const h = renderSwitcher([kid(1), kid(2)]);
    await userEvent.click(screen.getByRole('button', { name: /Kid B/, pressed: false }));
    expect(h.onSelect).toHaveBeenCalledWith('c2');
    await userEvent.click(screen.getByRole('button', { name: 'Edit Kid B' }));
    expect(h.onEdit).toHaveBeenCalledWith(expect.objectContaining({ id: 'c2' }));
    await userEvent.click(screen.getByRole('button', { name: 'Delete Kid A' }));
    expect(h.onDelete).toHaveBeenCalledWith(expect.objectContaining({ id: 'c1' }));
  });

  it('lists own children first, and says who shared a child and as what', () => {
    renderSwitcher(
      [
        kid(1, { role: 'viewer', sharedBy: 'Asha' }),
        kid(2),
        kid(3, { role: 'caregiver', sharedBy: 'Ravi' }),
      ],
      'c2',
    );
    const names = screen
      .getAllByRole('listitem')
      .map((li) => li.textContent)
      .filter((text) => text?.startsWith('Kid'));
    expect(names).toEqual([
      expect.stringMatching(/^Kid B/),
      expect.stringMatching(/^Kid A.*Shared by Asha · Viewer/),
      expect.stringMatching(/^Kid C.*Shared by Ravi · Caregiver/),
    ]);
    expect(screen.getByRole('button', { name: /^Kid B/ })).not.toHaveTextContent('Shared');
  });

  it('offers Edit and Delete only on a child the parent added', () => {
    renderSwitcher([kid(1), kid(2, { role: 'caregiver', sharedBy: 'Ravi' })]);
    expect(screen.getByRole('button', { name: 'Edit Kid A' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Delete Kid A' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Edit Kid B' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Delete Kid B' })).not.toBeInTheDocument();
  });

  it('counts only own children toward the limit: a parent may follow more', () => {
    renderSwitcher([kid(1), kid(2), kid(3, { role: 'viewer', sharedBy: 'Asha' })]);
    expect(screen.getByRole('link', { name: /Add Child/ })).toBeInTheDocument();
  });
});
