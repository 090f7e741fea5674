import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { users } from '../../db/schema';
import { type TestContext, useTestApp } from '../../test/app';
import { createParent, phoneNumber } from '../../test/factories';
import { bearer, getMe } from '../../test/requests';
import { createSignInLink } from '../auth/sign-in-links';
import { insertUser } from './users-repository';

/**
 * The parent's language (docs/decisions/0020-hindi-and-english.md): one setting for the app and
 * WhatsApp. A new account starts with the language of the device it signed up on; later
 * sign-ins leave the parent's own setting alone; the profile changes it.
 */

const putLanguage = (
  ctx: TestContext,
  headers: Record<string, string>,
  payload: Record<string, unknown>,
) => ctx.app.inject({ method: 'PUT', url: '/api/user/language/', headers, payload });

const storedLanguage = async (ctx: TestContext, userId: string) => {
  const [row] = await ctx.database.db
    .select({ language: users.reminderLanguage })
    .from(users)
    .where(eq(users.id, userId));
  return row?.language;
};

/** Signs in through a WhatsApp link, sending what the web sends with every sign-in. */
async function signInByLink(ctx: TestContext, userId: string, body: Record<string, unknown>) {
  const { url } = await createSignInLink(ctx.deps, userId);
  const token = new URL(url).searchParams.get('token');
  return ctx.app.inject({
    method: 'POST',
    url: '/api/auth/link/verify/',
    payload: { token, ...body },
  });
}

/** An account the WhatsApp chat made, never signed in yet. */
const chatAccount = (ctx: TestContext) =>
  insertUser(ctx.database.db, {
    firstName: 'Kavya',
    contactNumber: phoneNumber(),
    contactVerified: true,
  });

describe("the parent's language", () => {
  const ctx = useTestApp();

  describe('at sign-in', () => {
    it("starts a new parent's account in the language of the device they signed up on", async () => {
      const user = await chatAccount(ctx);
      const res = await signInByLink(ctx, user.id, { language: 'hi' });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().user.language).toBe('hi');
      const me = await getMe(ctx, bearer(res.json().access_token));
      expect(me.json().user.language).toBe('hi');
      expect(await storedLanguage(ctx, user.id)).toBe('hi');
    });

    it('is English for a new parent whose sign-in says no language', async () => {
      const user = await chatAccount(ctx);
      const res = await signInByLink(ctx, user.id, {});
      expect(res.json().user.language).toBe('en');
    });

    it("keeps a returning parent's own language, whatever the device says", async () => {
      const parent = await createParent(ctx);
      expect((await putLanguage(ctx, parent.headers, { language: 'hi' })).statusCode).toBe(200);
      const res = await signInByLink(ctx, parent.id, { language: 'en' });
      expect(res.statusCode).toBe(200);
      expect(res.json().user.language).toBe('hi');
      expect(await storedLanguage(ctx, parent.id)).toBe('hi');
    });

    it('refuses a language Tika does not speak, naming the field', async () => {
      const user = await chatAccount(ctx);
      const res = await signInByLink(ctx, user.id, { language: 'fr' });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({
        code: 'validation_failed',
        field: 'language',
        message: 'Choose English (en) or Hindi (hi)',
      });
      expect(await storedLanguage(ctx, user.id)).toBe('en');
    });
  });

  describe('PUT /api/user/language/', () => {
    it('sets it for the app and WhatsApp, and answers the parent', async () => {
      const parent = await createParent(ctx);
      const res = await putLanguage(ctx, parent.headers, { language: 'hi' });
      expect(res.statusCode).toBe(200);
      // Said in the language just chosen: the request names none, so the parent's setting speaks.
      expect(res.json()).toMatchObject({ message: 'भाषा सेव हो गई', user: { language: 'hi' } });
      expect((await getMe(ctx, parent.headers)).json().user.language).toBe('hi');
      const reminders = await ctx.app.inject({
        method: 'GET',
        url: '/api/user/reminders/',
        headers: parent.headers,
      });
      expect(reminders.json().language).toBe('hi');
    });

    it('is kept when reminders are switched off and on', async () => {
      const parent = await createParent(ctx);
      await putLanguage(ctx, parent.headers, { language: 'hi' });
      for (const enabled of [false, true]) {
        const res = await ctx.app.inject({
          method: 'PUT',
          url: '/api/user/reminders/',
          headers: parent.headers,
          payload: { enabled },
        });
        expect(res.statusCode).toBe(200);
        expect(res.json()).toMatchObject({ enabled, language: 'hi' });
      }
    });

    it.each([[{ language: 'fr' }], [{ language: 'HI' }], [{ language: null }], [{}]])(
      'refuses %j with 400 naming the field, and changes nothing',
      async (payload) => {
        const parent = await createParent(ctx);
        const res = await putLanguage(ctx, parent.headers, payload);
        expect(res.statusCode).toBe(400);
        expect(res.json()).toMatchObject({ code: 'validation_failed', field: 'language' });
        expect(await storedLanguage(ctx, parent.id)).toBe('en');
      },
    );

    it('needs a session', async () => {
      const res = await putLanguage(ctx, {}, { language: 'hi' });
      expect(res.statusCode).toBe(401);
    });
  });
});
