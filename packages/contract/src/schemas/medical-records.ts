import { z } from 'zod';
import { LIMITS } from '../limits';
import { RECORD_MESSAGES } from '../medical-records';
import { recordNoteRule, recordPurposeRule } from '../rules';
import { multiLineTextCheck, ruleCheck, singleLineTextCheck } from './rules';

/** Multipart text fields of POST …/medicalrecords/ (the file travels as `record`). */
export const medicalRecordFieldsSchema = z.object({
  child_id: z.uuid({ error: 'Please choose a child' }),
  purpose: z
    .string({ error: RECORD_MESSAGES.purposeRequired })
    .trim()
    .superRefine(ruleCheck(recordPurposeRule))
    .superRefine(singleLineTextCheck)
    .max(LIMITS.textInputMax),
  note: z
    .string({ error: RECORD_MESSAGES.noteRequired })
    .trim()
    .superRefine(ruleCheck(recordNoteRule))
    .superRefine(multiLineTextCheck)
    .max(500),
});

export const medicalRecordSchema = z.object({
  id: z.string(),
  /** A link valid for 15 minutes; ask the list again for a fresh one. */
  record_url: z.string(),
  purpose: z.string(),
  record_description: z.string(),
  created_at: z.string(),
  file_type: z.string(),
  file_name: z.string(),
  /** Who in the family added it ("Papa"), when that was someone else; null when you. */
  added_by: z.string().nullable(),
});
export type MedicalRecord = z.infer<typeof medicalRecordSchema>;

export const medicalRecordsResponseSchema = z.object({ records: z.array(medicalRecordSchema) });
export const deleteMedicalRecordQuerySchema = z.object({
  child_id: z.uuid({ error: 'Please choose a child' }),
  record_id: z.uuid({ error: 'Please choose a record' }),
});
