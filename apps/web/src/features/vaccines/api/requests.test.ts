import { describe, expect, it } from 'vitest';
import { addVaccineBody } from './add-vaccine';
import { bulkStatusBody } from './bulk-status';
import { vaccineStatusForm } from './set-vaccine-status';

describe('vaccine request bodies (docs/api.md)', () => {
  it('sends completion as multipart fields with the file last, under its short name', () => {
    const form = vaccineStatusForm({
      vaccineId: 'v1',
      status: 'complete',
      vaccinatedOn: '2026-01-03',
      comment: 'Right thigh',
      brand: ' Rotarix ',
      batch: 'AB123',
      place: 'City Clinic',
      prescription: { blob: new Blob(['x'], { type: 'application/pdf' }), name: 'nt-jan.pdf' },
    });
    expect([...form.keys()]).toEqual([
      'vaccine_id',
      'status',
      'vaccinated_on',
      'comment',
      'brand',
      'batch',
      'place',
      'prescription',
    ]);
    expect(form.get('vaccinated_on')).toBe('2026-01-03');
    expect(form.get('brand')).toBe('Rotarix');
    expect((form.get('prescription') as File).name).toBe('nt-jan.pdf');
  });

  it('sends confirm_early only once the parent confirmed the date', () => {
    const base = { vaccineId: 'v1', status: 'complete', vaccinatedOn: '2026-01-03' } as const;
    expect(vaccineStatusForm(base).has('confirm_early')).toBe(false);
    expect(vaccineStatusForm({ ...base, confirmEarly: true }).get('confirm_early')).toBe('true');
  });

  it('sends incompletion with an empty date and no file', () => {
    const form = vaccineStatusForm({ vaccineId: 'v1', status: 'pending' });
    expect(Object.fromEntries(form)).toEqual({
      vaccine_id: 'v1',
      status: 'pending',
      vaccinated_on: '',
      comment: '',
    });
  });

  it('sends not needed with its reason and note, and not given alone', () => {
    const notNeeded = vaccineStatusForm({
      vaccineId: 'v1',
      status: 'not_needed',
      notNeededReason: 'doctor_advice',
      notNeededNote: ' Allergy ',
    });
    expect(notNeeded.get('status')).toBe('not_needed');
    expect(notNeeded.get('not_needed_reason')).toBe('doctor_advice');
    expect(notNeeded.get('not_needed_note')).toBe('Allergy');
    const notGiven = vaccineStatusForm({ vaccineId: 'v1', status: 'not_given' });
    expect([...notGiven.keys()]).toEqual(['vaccine_id', 'status', 'vaccinated_on', 'comment']);
    expect(notGiven.get('status')).toBe('not_given');
  });

  it('sends the recommended date as YYYY/MM/DD', () => {
    expect(
      addVaccineBody({
        childId: 'c1',
        name: ' Typhoid booster ',
        description: '',
        date: '2026-07-15',
      }),
    ).toEqual({
      child_id: 'c1',
      vaccine_name: 'Typhoid booster',
      description: '',
      recommended_date: '2026/07/15',
    });
  });

  it('sends one answer for several doses, with the date only for the dated answers', () => {
    const input = { childId: 'c1', vaccineIds: ['a', 'b'], date: '2025-03' };
    expect(bulkStatusBody({ ...input, answer: 'in_month' })).toEqual({
      child_id: 'c1',
      vaccine_ids: ['a', 'b'],
      answer: 'in_month',
      date: '2025-03',
    });
    expect(bulkStatusBody({ ...input, answer: 'on_time' }).date).toBe('');
    expect(bulkStatusBody({ ...input, answer: 'not_given' }).date).toBe('');
  });
});
