import { describe, expect, it } from 'vitest';
import { usualPosition } from './growth';
import { feetAndInches } from './growth-records';
import { addGrowthBodySchema } from './schemas/growth-records';

describe('growth records', () => {
  it.each([
    [80, '2 ft 7.5 in'],
    [50, '1 ft 7.5 in'],
    [121.92, '4 ft 0 in'],
  ])('%f cm is %s', (cm, text) => {
    expect(feetAndInches(cm)).toBe(text);
  });

  const base = { child_id: '3f1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d', record_date: '2026-01-01' };
  it.each([
    [{}, 'Please enter the height or the weight'],
    [{ height: '', weight: '' }, 'Please enter the height or the weight'],
    [{ height: 200 }, 'Height must be more than 0 and less than 200 cm'],
    [{ height: 0 }, 'Height must be more than 0 and less than 200 cm'],
    [{ weight: 100 }, 'Weight must be more than 0 and less than 100 kg'],
    [{ weight: 'heavy' }, 'Weight must be more than 0 and less than 100 kg'],
  ])('refuses %j', (values, message) => {
    const result = addGrowthBodySchema.safeParse({ ...base, ...values });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe(message);
  });

  it('accepts one measure alone, numbers as strings', () => {
    const parsed = addGrowthBodySchema.parse({ ...base, weight: '9.75' });
    expect(parsed.weight).toBe(9.75);
    expect(parsed.height).toBeUndefined();
    expect(addGrowthBodySchema.parse({ ...base, height: 199.9 })).toMatchObject({ height: 199.9 });
  });

  it('takes an optional measuring position, lying or standing', () => {
    expect(addGrowthBodySchema.parse({ ...base, height: 80, measured: 'standing' }).measured).toBe(
      'standing',
    );
    expect(
      addGrowthBodySchema.parse({ ...base, height: 80, measured: '' }).measured,
    ).toBeUndefined();
    expect(addGrowthBodySchema.parse({ ...base, height: 80 }).measured).toBeUndefined();
    expect(
      addGrowthBodySchema.safeParse({ ...base, height: 80, measured: 'sitting' }).error?.issues[0]
        ?.message,
    ).toBe("Measured must be 'lying' or 'standing'");
  });

  it('measures lying under two years (730 days) and standing from two', () => {
    expect(usualPosition(0)).toBe('lying');
    expect(usualPosition(730)).toBe('lying');
    expect(usualPosition(731)).toBe('standing');
  });
});
