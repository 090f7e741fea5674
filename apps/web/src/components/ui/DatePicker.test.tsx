import { i18n } from '@lingui/core';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { DatePicker } from './DatePicker';

function Harness({ onValue }: { onValue: (v: string) => void }) {
  const [value, setValue] = useState('');
  return (
    <DatePicker
      label="Date of vaccination"
      value={value}
      onChange={(v) => {
        setValue(v);
        onValue(v);
      }}
      min="2026-01-10"
      max="2026-01-20"
      openTo="2026-01-15"
    />
  );
}

describe('DatePicker', () => {
  it('opens on the month asked for, weeks starting on Sunday, and gives back YYYY-MM-DD', async () => {
    const onValue = vi.fn();
    render(<Harness onValue={onValue} />);
    const trigger = screen.getByRole('button', { name: /Date of vaccination/ });
    expect(trigger).toHaveTextContent('Choose a date');
    await userEvent.click(trigger);

    // The month grid loads on first use (slowly the first time under the test runner).
    const headers = (
      await screen.findAllByRole('columnheader', { hidden: true }, { timeout: 5000 })
    ).map((h) => h.getAttribute('aria-label'));
    expect(headers[0]).toBe('Sunday');
    await userEvent.click(screen.getByRole('button', { name: /January 12/ }));
    expect(onValue).toHaveBeenLastCalledWith('2026-01-12');
    expect(screen.queryByRole('grid')).not.toBeInTheDocument();
    expect(trigger).toHaveAccessibleName('Date of vaccination 12 Jan 2026');
  });

  it('does not let days outside min and max be chosen', async () => {
    render(<Harness onValue={() => {}} />);
    await userEvent.click(screen.getByRole('button', { name: /Date of vaccination/ }));
    expect(
      await screen.findByRole('button', { name: /January 9/ }, { timeout: 5000 }),
    ).toBeDisabled();
    expect(screen.getByRole('button', { name: /January 21/ })).toBeDisabled();
    expect(screen.getByRole('button', { name: /January 20/ })).toBeEnabled();
  });

  it('names the months and days in Hindi, with Latin digits, when the app is in Hindi', async () => {
    i18n.loadAndActivate({ locale: 'hi', messages: {} });
    try {
      render(<Harness onValue={() => {}} />);
      await userEvent.click(screen.getByRole('button', { name: /Date of vaccination/ }));
      const headers = await screen.findAllByRole(
        'columnheader',
        { hidden: true },
        { timeout: 10000 },
      );
      expect(headers[0]).toHaveAttribute('aria-label', 'रविवार');
      expect(screen.getByRole('grid')).toHaveAccessibleName('जनवरी 2026');
      expect(screen.getByRole('button', { name: 'सोमवार, 12 जनवरी, 2026' })).toBeEnabled();
    } finally {
      i18n.activate('en');
    }
  });

  it('shows an error under the field', () => {
    render(
      <DatePicker
        label="Date"
        value=""
        onChange={() => {}}
        error="Please choose the vaccination date"
      />,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('Please choose the vaccination date');
    expect(screen.getByRole('button', { name: /Date/ })).toHaveAttribute('aria-invalid', 'true');
  });
});
