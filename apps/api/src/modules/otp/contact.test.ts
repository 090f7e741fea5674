import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { users } from '../../db/schema';
import { useTestApp } from '../../test/app';
import { createParent, lastOtpTo, phoneNumber } from '../../test/factories';
import { bearer, getMe } from '../../test/requests';

describe('verifying and changing the WhatsApp number', () => {
  const ctx = useTestApp();
  const later = () => ctx.clock.advance(61_000);

  it('verifies the number of a parent who signed in with Google', async () => {
    const parent = await createParent(ctx, { contactNumber: null, email: 'g@example.com' });
    const number = phoneNumber();
    const sent = await ctx.app.inject({
      method: 'GET',
      url: `/api/verify-contact-number/?contact_number=${number}`,
      headers: parent.headers,
    });
    expect(sent.statusCode).toBe(200);
    const otp = await lastOtpTo(ctx, number);
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/verify-contact-number/',
      headers: parent.headers,
      payload: { contact_number: number, otp },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().user).toMatchObject({
      contact_number: number,
      contact_verified: true,
      email: 'g@example.com',
    });
    // The session is rotated: the new token works, the old one no longer does.
    const fresh = bearer(res.json().access_token);
    expect((await getMe(ctx, fresh)).statusCode).toBe(200);
    expect((await getMe(ctx, parent.headers)).statusCode).toBe(401);
  });

  it('needs a session', async () => {
    const res = await ctx.app.inject({
      method: 'GET',
      url: `/api/verify-contact-number/?contact_number=${phoneNumber()}`,
    });
    expect(res.statusCode).toBe(401);
  });

  it('refuses a number that belongs to another parent, and changes nothing', async () => {
    const other = await createParent(ctx);
    const parent = await createParent(ctx);
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/user/otp/send/',
      headers: parent.headers,
      payload: { contact_number: other.contactNumber, process: 'update' },
    });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe('This number is already linked to another account');
    const [row] = await ctx.database.db.select().from(users).where(eq(users.id, parent.id));
    expect(row!.contactNumber).toBe(parent.contactNumber);
  });

  it('changes the number through process "update" and keeps the account', async () => {
    const parent = await createParent(ctx);
    const number = phoneNumber();
    const sent = await ctx.app.inject({
      method: 'POST',
      url: '/api/user/otp/send/',
      headers: parent.headers,
      payload: { contact_number: number, process: 'update' },
    });
    expect(sent.json().message).toBe('OTP sent successfully');
    const otp = await lastOtpTo(ctx, number);
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/user/otp/verify/',
      headers: parent.headers,
      payload: { contact_number: number, process: 'update', otp },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().user.contact_number).toBe(number);
    // The old number no longer signs in; the new one does.
    later();
    expect(
      (
        await ctx.app.inject({
          method: 'GET',
          url: `/api/user/login/?contact_number=${parent.contactNumber}`,
        })
      ).statusCode,
    ).toBe(404);
    expect(
      (await ctx.app.inject({ method: 'GET', url: `/api/user/login/?contact_number=${number}` }))
        .statusCode,
    ).toBe(200);
  });

  it('rejects an update code used by a different parent', async () => {
    const asker = await createParent(ctx);
    const thief = await createParent(ctx);
    const number = phoneNumber();
    await ctx.app.inject({
      method: 'POST',
      url: '/api/user/otp/send/',
      headers: asker.headers,
      payload: { contact_number: number, process: 'update' },
    });
    const otp = await lastOtpTo(ctx, number);
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/user/otp/verify/',
      headers: thief.headers,
      payload: { contact_number: number, process: 'update', otp },
    });
    expect(res.statusCode).toBe(400);
    const [row] = await ctx.database.db.select().from(users).where(eq(users.id, thief.id));
    expect(row!.contactNumber).toBe(thief.contactNumber);
  });

  it('signs in through process "login" on the same endpoints', async () => {
    const parent = await createParent(ctx);
    later();
    const sent = await ctx.app.inject({
      method: 'POST',
      url: '/api/user/otp/send/',
      payload: { contact_number: parent.contactNumber, process: 'login' },
    });
    expect(sent.statusCode).toBe(200);
    const otp = await lastOtpTo(ctx, parent.contactNumber!);
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/user/otp/verify/',
      payload: { contact_number: parent.contactNumber, process: 'login', otp },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().user.first_name).toBe('Asha');
  });

  it('rejects an unknown process', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/user/otp/send/',
      payload: { contact_number: phoneNumber(), process: 'steal' },
    });
    expect(res.statusCode).toBe(400);
  });
});
