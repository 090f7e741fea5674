import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { acceptsValue, type Allow, TextField } from './TextField';

function Harness({ allow, maxLength }: { allow: Allow; maxLength?: number }) {
  const [value, setValue] = useState('');
  return (
    <TextField
      label="Field"
      allow={allow}
      maxLength={maxLength}
      value={value}
      onChange={setValue}
    />
  );
}

describe('TextField keystroke rules (docs/product/validation.md)', () => {
  it.each([
    ['Asha', 'letters', true],
    ['आरव', 'letters', true],
    ['Anaya Rao', 'letters', true],
    ['R2D2', 'letters', false],
    ['98765', 'digits', true],
    ['98a', 'digits', false],
    ['', 'digits', true],
    ['anything 1!', 'any', true],
  ] as const)('%j with %s → %s', (value, allow, ok) => {
    expect(acceptsValue(value, allow, 100)).toBe(ok);
  });

  it('rejects a value longer than the maximum (100 by default)', () => {
    expect(acceptsValue('a'.repeat(100), 'any', 100)).toBe(true);
    expect(acceptsValue('a'.repeat(101), 'any', 100)).toBe(false);
  });

  it('does not pass on a failing keystroke', async () => {
    render(<Harness allow="digits" maxLength={10} />);
    const input = screen.getByLabelText('Field');
    await userEvent.type(input, '98x76');
    expect(input).toHaveValue('9876');
    await userEvent.type(input, '5432109999');
    expect(input).toHaveValue('9876543210');
  });
});
