import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { OtpInput } from './OtpInput';

function Harness({ onValue }: { onValue: (v: string) => void }) {
  const [value, setValue] = useState('');
  return (
    <OtpInput
      value={value}
      onChange={(v) => {
        setValue(v);
        onValue(v);
      }}
    />
  );
}

describe('OtpInput', () => {
  it('takes one digit per box and moves focus on', async () => {
    const onValue = vi.fn();
    render(<Harness onValue={onValue} />);
    await userEvent.click(screen.getByLabelText('Digit 1'));
    await userEvent.keyboard('4a27');
    expect(onValue).toHaveBeenLastCalledWith('427');
    expect(screen.getByLabelText('Digit 4')).toHaveFocus();
    await userEvent.keyboard('9');
    expect(onValue).toHaveBeenLastCalledWith('4279');
  });

  it('fills every box from a paste', () => {
    const onValue = vi.fn();
    render(<Harness onValue={onValue} />);
    fireEvent.paste(screen.getByLabelText('Digit 1'), {
      clipboardData: { getData: () => ' 12-34 ' },
    });
    expect(onValue).toHaveBeenLastCalledWith('1234');
  });

  it('moves back on backspace from an empty box', async () => {
    const onValue = vi.fn();
    render(<Harness onValue={onValue} />);
    await userEvent.click(screen.getByLabelText('Digit 1'));
    await userEvent.keyboard('12');
    await userEvent.keyboard('{Backspace}');
    expect(onValue).toHaveBeenLastCalledWith('1');
    expect(screen.getByLabelText('Digit 2')).toHaveFocus();
  });
});
