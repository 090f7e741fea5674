import { describe, expect, it } from 'vitest';
import { addVaccineBody } from './add-vaccine';
import { vaccineStatusForm } from './set-vaccine-status';

describe('vaccine request bodies (docs/api.md)', () => {
  it('sends completion as multipart fields with the file last, under its short name', () => {
    const form = vaccineStatusForm({
      vaccineId: 'v1',
      status: 'complete',
      vaccinatedOn: '2026-01-03',
      comment: 'City clinic',
      prescription: { blob: new Blob(['x'], { type: 'application/pdf' }), name: 'nt-jan.pdf' },
    });
    expect([...form.keys()]).toEqual([
      'vaccine_id',
      'status',
      'vaccinated_on',
      'comment',
      'prescription',
    ]);
    expect(form.get('vaccinated_on')).toBe('2026-01-03');
    expect((form.get('prescription') as File).name).toBe('nt-jan.pdf');
  });

  it('sends incompletion with an empty date and no file', () => {
    const form = vaccineStatusForm({
      vaccineId: 'v1',
      status: 'pending',
      vaccinatedOn: '',
      comment: '',
    });
    expect(form.get('status')).toBe('pending');
    expect(form.get('vaccinated_on')).toBe('');
    expect(form.has('prescription')).toBe(false);
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
});
