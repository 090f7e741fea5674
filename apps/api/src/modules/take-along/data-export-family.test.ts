import JSZip from 'jszip';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/app';
import { createParent, joinFamily } from '../../test/factories';
import { SAMPLE_PDF } from '../../test/multipart';
import { entriesOf, markGiven } from './test-helpers';

/**
 * The export of a parent in a shared family: the children they added in full, with who follows
 * them (as the family sees them); the children they only follow, listed, without their records.
 */
describe('the data export in a shared family', () => {
  const ctx = useTestApp();
  const child = (name: string) => ({ name, dob: '2024-01-01', gender: 'girl' as const });

  it('lists the members of the children the parent added, and the children they follow', async () => {
    const asha = await createParent(ctx, { firstName: 'Asha', children: [child('Ira')] });
    const ravi = await createParent(ctx, { firstName: 'Ravi', email: 'ravi.family@example.com' });
    const kamla = await createParent(ctx, { firstName: 'Kamla' });
    const meena = await createParent(ctx, { firstName: 'Meena', children: [child('Zoya')] });
    const [ira] = asha.childIds as [string];
    const [zoya] = meena.childIds as [string];
    await joinFamily(ctx, asha, ira, ravi, { role: 'caregiver', label: 'Papa' });
    ctx.clock.advance(60_000);
    await joinFamily(ctx, asha, ira, kamla, { role: 'viewer', label: 'Dadi' });
    await joinFamily(ctx, meena, zoya, asha, { role: 'viewer', label: 'Masi' });
    // Meena's file on Zoya's record is hers: it is not in Asha's export.
    const [dose] = [...(await entriesOf(ctx, meena, zoya)).values()];
    await markGiven(ctx, meena, dose!.id, '2026-02-01', {
      name: 'card.pdf',
      type: 'application/pdf',
      data: SAMPLE_PDF,
    });

    const res = await ctx.app.inject({
      method: 'GET',
      url: '/api/user/export/',
      headers: asha.headers,
    });
    expect(res.statusCode, res.body.slice(0, 200)).toBe(200);
    const zip = await JSZip.loadAsync(res.rawPayload);
    const text = await zip.file('data.json')!.async('string');
    const data = JSON.parse(text);

    expect(data.children.map((c: { name: string }) => c.name)).toEqual(['Ira']);
    expect(data.children[0].family).toEqual([
      { label: 'Papa', role: 'caregiver', joined_at: expect.any(String) },
      { label: 'Dadi', role: 'viewer', joined_at: expect.any(String) },
    ]);
    expect(data.followed_children).toEqual([
      {
        name: 'Zoya',
        shared_by: 'Meena',
        role: 'viewer',
        label: 'Masi',
        joined_at: expect.any(String),
      },
    ]);
    // Never the members' numbers, e-mails or accounts; never the followed child's files.
    for (const member of [ravi, kamla, meena]) {
      expect(text).not.toContain(member.contactNumber!);
      expect(text).not.toContain(member.id);
    }
    expect(text).not.toContain('ravi.family@example.com');
    expect(text).not.toContain(zoya);
    expect(Object.keys(zip.files).filter((name) => name.includes('Zoya'))).toEqual([]);
    expect(Object.keys(zip.files).filter((name) => name.startsWith('files/'))).toEqual([]);
  });
});
