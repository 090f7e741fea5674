import { describe, expect, it } from 'vitest';
import { useTestApp } from '../test/app';
import { createParent } from '../test/factories';
import { OTP_POLICY } from '../modules/otp/otp-policy';

/**
 * Per-address limits count the address TRUST_PROXY yields (docs/operations.md): with it unset,
 * X-Forwarded-For is ignored, so a made-up header cannot spread one client over many addresses;
 * with it naming the proxy, each client behind it counts on its own.
 */
const PROXY = '10.9.9.9';

/** One more login code than the per-address cap allows, each for another parent, through PROXY. */
async function sendsThroughProxy(ctx: ReturnType<typeof useTestApp>) {
  const statuses: number[] = [];
  for (let i = 1; i <= OTP_POLICY.sendsPerIpPerHour + 1; i++) {
    const parent = await createParent(ctx);
    const res = await ctx.app.inject({
      method: 'GET',
      url: `/api/user/login/?contact_number=${parent.contactNumber}`,
      remoteAddress: PROXY,
      headers: { 'x-forwarded-for': `203.0.113.${i}` },
    });
    statuses.push(res.statusCode);
  }
  return statuses;
}

describe('with TRUST_PROXY unset', () => {
  const ctx = useTestApp();
  it('ignores X-Forwarded-For: every send counts against the connecting address', async () => {
    const statuses = await sendsThroughProxy(ctx);
    expect(statuses.slice(0, -1).every((s) => s === 200)).toBe(true);
    expect(statuses.at(-1)).toBe(429);
  });
});

describe('with TRUST_PROXY naming the proxy', () => {
  const ctx = useTestApp({ env: { TRUST_PROXY: PROXY } });
  it('counts each client behind it by the address the proxy reports', async () => {
    expect(new Set(await sendsThroughProxy(ctx))).toEqual(new Set([200]));
  });
});

describe('with TRUST_PROXY as a hop count', () => {
  const ctx = useTestApp({ env: { TRUST_PROXY: '1' } });
  it('believes the one address nearest the server', async () => {
    expect(new Set(await sendsThroughProxy(ctx))).toEqual(new Set([200]));
  });
});
