import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { users } from '../db/schema';
import { useTestApp } from '../test/app';
import { createParent, createParentWithChild } from '../test/factories';

/**
 * Every answer's words in the request's language (docs/api.md "Language"): `Accept-Language`
 * first, then the parent's setting; the code and the field stay as they are.
 */
describe('the language of answers', () => {
  const ctx = useTestApp();

  const hindiParent = async () => {
    const parent = await createParent(ctx, {
      children: [{ name: 'Ira', dob: '2026-01-01', gender: 'girl' }],
    });
    await ctx.database.db
      .update(users)
      .set({ reminderLanguage: 'hi' })
      .where(eq(users.id, parent.id));
    return parent;
  };

  it("speaks a Hindi parent's language without being asked, in errors and in toasts", async () => {
    const parent = await hindiParent();
    const missing = await ctx.app.inject({
      method: 'GET',
      url: '/api/vaccinetracker/dashboard/?child_id=00000000-0000-4000-8000-000000000000',
      headers: parent.headers,
    });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toMatchObject({ code: 'not_found', message: 'बच्चे की प्रोफ़ाइल नहीं मिली' });

    const added = await ctx.app.inject({
      method: 'POST',
      url: '/api/vaccinetracker/dashboard/childgrowthreport/',
      headers: parent.headers,
      payload: { child_id: parent.childIds[0], record_date: '2026-11-01', height: 70 },
    });
    expect(added.statusCode).toBe(201);
    expect(added.json().message).toBe('बढ़त का रिकॉर्ड जुड़ गया');
  });

  it('follows Accept-Language over the setting, both ways', async () => {
    const hindi = await hindiParent();
    const { parent: english, childId } = await createParentWithChild(ctx);
    const addGrowth = (headers: Record<string, string>, child: string) =>
      ctx.app.inject({
        method: 'POST',
        url: '/api/vaccinetracker/dashboard/childgrowthreport/',
        headers,
        payload: { child_id: child, record_date: '2030-01-01', height: 70 },
      });

    const inHindi = await addGrowth(
      { ...english.headers, 'accept-language': 'hi-IN,hi;q=0.9' },
      childId,
    );
    expect(inHindi.statusCode).toBe(400);
    expect(inHindi.json()).toEqual({
      code: 'validation_failed',
      field: 'record_date',
      message: 'तारीख़ आज के बाद की नहीं हो सकती',
    });
    const inEnglish = await addGrowth({ ...english.headers, 'accept-language': 'en-IN' }, childId);
    expect(inEnglish.json().message).toBe('The date cannot be in the future');

    const asked = await ctx.app.inject({
      method: 'GET',
      url: '/api/vaccinetracker/dashboard/?child_id=00000000-0000-4000-8000-000000000000',
      headers: { ...hindi.headers, 'accept-language': 'en' },
    });
    expect(asked.json().message).toBe('Child not found');
  });

  it('says a malformed request in Hindi, naming the field in Hindi', async () => {
    const parent = await hindiParent();
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/vaccinetracker/onboarding/',
      headers: parent.headers,
      payload: { name: 'Ira', dob: '2026-01-01' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(/[\u0900-\u097F]/);
    expect(res.json().message).not.toMatch(/required|valid|Please/);
  });

  it('answers a signed-out request in the language it asks for', async () => {
    const res = await ctx.app.inject({
      method: 'GET',
      url: '/api/user/me/',
      headers: { 'accept-language': 'hi' },
    });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ code: 'unauthenticated', message: 'कृपया दोबारा साइन इन करें' });
  });
});
