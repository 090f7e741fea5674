import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import './zod-config';

describe('default validation messages', () => {
  const schema = z.object({
    contact_number: z.string(),
    name: z.string().min(1).max(20),
    gender: z.enum(['girl', 'boy']),
    height: z.number().lt(200),
    note: z.string({ error: 'Please add a note' }),
  });

  it.each([
    [{ name: 'A', gender: 'girl', height: 1, note: 'x' }, 'Contact number is required'],
    [{ contact_number: '1', name: '', gender: 'girl', height: 1, note: 'x' }, 'Name is required'],
    [
      { contact_number: '1', name: 'x'.repeat(21), gender: 'girl', height: 1, note: 'x' },
      'Name must be at most 20 characters',
    ],
    [
      { contact_number: '1', name: 'A', gender: 'other', height: 1, note: 'x' },
      'Gender must be one of: girl, boy',
    ],
    [
      { contact_number: '1', name: 'A', gender: 'boy', height: 250, note: 'x' },
      'Height must be less than 200',
    ],
    [{ contact_number: '1', name: 'A', gender: 'boy', height: 1 }, 'Please add a note'],
  ])('names the field: %j → %s', (input, message) => {
    const result = schema.safeParse(input);
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe(message);
  });
});
