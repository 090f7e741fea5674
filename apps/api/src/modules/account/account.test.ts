import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/app';
import { createParent } from '../../test/factories';
import { getMe } from '../../test/requests';

describe('the current parent', () => {
  const ctx = useTestApp();

  it('shows the profile, children count and verification', async () => {
    const parent = await createParent(ctx, {
      email: 'asha@example.com',
      children: [{ name: 'Kabir', dob: '2024-05-01', gender: 'boy' }],
    });
    const res = await getMe(ctx, parent.headers);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      user: {
        first_name: 'Asha',
        last_name: 'Parent',
        email: 'asha@example.com',
        contact_number: parent.contactNumber,
        contact_verified: true,
        referral_code: expect.stringMatching(/^[A-Z2-9]{8}$/),
        signup_referral_code: null,
        time_zone: 'Asia/Kolkata',
        home_state: null,
        language: 'en',
      },
      children_count: 1,
      contact_verified: true,
    });
  });

  it.each([
    [{ contactVerified: false, children: 0 }, 'profile'],
    [{ contactVerified: false, children: 1 }, 'contact'],
    [{ contactVerified: true, children: 0 }, 'profile'],
    [{ contactVerified: true, children: 1 }, 'dashboard'],
  ])('profile status for %j says next step %s', async (state, next) => {
    const parent = await createParent(ctx, {
      verified: state.contactVerified,
      children: state.children ? [{ name: 'Ira', dob: '2023-03-03', gender: 'girl' }] : [],
    });
    const res = await ctx.app.inject({
      method: 'GET',
      url: '/api/user/check-profile-status/',
      headers: parent.headers,
    });
    expect(res.json()).toEqual({
      contact_verified: state.contactVerified,
      children_count: state.children,
      next_step: next,
    });
  });

  it('updates the name, never the e-mail', async () => {
    const parent = await createParent(ctx, { email: 'fixed@example.com' });
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/user/update-profile/',
      headers: parent.headers,
      payload: { first_name: 'मीरा', last_name: "D'Souza", email: 'changed@example.com' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe('Profile updated successfully');
    expect(res.json().user).toMatchObject({
      first_name: 'मीरा',
      last_name: "D'Souza",
      email: 'fixed@example.com',
    });
  });

  it.each([
    [{ first_name: '' }, 'First name is required'],
    [{ first_name: '   ' }, 'First name is required'],
    [{}, 'First name is required'],
    [{ first_name: 'A1' }, 'Please use letters only'],
    [{ first_name: 'x'.repeat(51) }, 'First name must be at most 50 characters'],
  ])('rejects %j with "%s" and changes nothing', async (payload, message) => {
    const parent = await createParent(ctx);
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/user/update-profile/',
      headers: parent.headers,
      payload,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(message);
    const me = await getMe(ctx, parent.headers);
    expect(me.json().user.first_name).toBe('Asha');
  });
});
