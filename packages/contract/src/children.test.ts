import { describe, expect, it } from 'vitest';
import {
  CHILD_NAME_LETTERS_MESSAGE,
  CHILD_NAME_MESSAGE,
  CHILD_NAME_REQUIRED_MESSAGE,
  childNameProblem,
} from './children';
import { childNameSchema } from './schemas/children';

describe("a child's name", () => {
  it.each([
    ['Asha', null],
    [' आरव Rao ', null],
    ['a'.repeat(20), null],
    ['', CHILD_NAME_REQUIRED_MESSAGE],
    ['   ', CHILD_NAME_REQUIRED_MESSAGE],
    ['a'.repeat(21), CHILD_NAME_MESSAGE],
    ['R2D2', CHILD_NAME_LETTERS_MESSAGE],
    ['Asha-Rao', CHILD_NAME_LETTERS_MESSAGE],
    [`${'1'.repeat(21)}`, CHILD_NAME_MESSAGE],
  ])('%j: the web rule and the API schema both answer %s', (name, problem) => {
    expect(childNameProblem(name.trim())).toBe(problem);
    const parsed = childNameSchema.safeParse(name);
    expect(parsed.success ? null : parsed.error.issues[0]?.message).toBe(problem);
  });
});
