import { z } from 'zod';

const DEVANAGARI = /[\u0900-\u097F]/;
const DEVANAGARI_DIGIT = /[\u0966-\u096F]/;

/**
 * A Hindi field of a data file a parent reads: written in Devanagari, with Latin digits
 * (docs/hindi.md: families read dates and doses as 4, not ४). `what` names the field.
 */
export const hindiText = (what: string) =>
  z
    .string()
    .trim()
    .min(1)
    .refine((v) => DEVANAGARI.test(v), `${what} must be written in Hindi (Devanagari)`)
    .refine((v) => !DEVANAGARI_DIGIT.test(v), `${what} must write digits as 4, not ४`);
