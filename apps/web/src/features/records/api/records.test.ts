import { describe, expect, it } from 'vitest';
import { medicalRecordForm } from './records';

describe('medical record request body (docs/api.md)', () => {
  it('sends child_id, purpose and note trimmed, then the file under its short name', () => {
    const form = medicalRecordForm({
      childId: 'c1',
      purpose: '  Fever  ',
      note: ' Paracetamol for 3 days ',
      file: { blob: new Blob(['%PDF-1.4'], { type: 'application/pdf' }), name: 'ion-01.pdf' },
    });
    expect([...form.keys()]).toEqual(['child_id', 'purpose', 'note', 'record']);
    expect(form.get('purpose')).toBe('Fever');
    expect(form.get('note')).toBe('Paracetamol for 3 days');
    expect((form.get('record') as File).name).toBe('ion-01.pdf');
  });
});
