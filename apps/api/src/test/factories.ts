import { desc, eq } from 'drizzle-orm';
import { LIMITS } from '@tika/contract';
import { devOutbox } from '../db/schema';
import { insertUser } from '../modules/account/users-repository';
import { createSession } from '../modules/auth/sessions-repository';
import type { TestContext } from './app';

let counter = 0;

/** A unique valid Indian mobile number per call. */
export function phoneNumber(): string {
  counter += 1;
  return `9${String(process.pid % 1000).padStart(3, '0')}${String(counter).padStart(6, '0')}`;
}

export interface TestParent {
  id: string;
  token: string;
  contactNumber: string | null;
  headers: { authorization: string };
  /** The ids of the children created with the parent, in the order given. */
  childIds: string[];
}

export interface NewChild {
  name: string;
  dob: string;
  gender: 'girl' | 'boy';
}

/** A signed-in parent, verified on WhatsApp by default, with an optional list of children. */
export async function createParent(
  ctx: TestContext,
  options: {
    contactNumber?: string | null;
    verified?: boolean;
    firstName?: string;
    email?: string;
    children?: NewChild[];
  } = {},
): Promise<TestParent> {
  const contactNumber = options.contactNumber === undefined ? phoneNumber() : options.contactNumber;
  const user = await insertUser(ctx.database.db, {
    firstName: options.firstName ?? 'Asha',
    lastName: 'Parent',
    email: options.email ?? null,
    contactNumber,
    contactVerified: options.verified ?? contactNumber !== null,
    firstSignedInAt: ctx.clock.now(),
  });
  const token = await createSession(ctx.database.db, user.id, ctx.clock.now());
  const parent = {
    id: user.id,
    token,
    contactNumber,
    headers: { authorization: `Bearer ${token}` },
    childIds: [] as string[],
  };
  for (const child of options.children ?? []) {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/vaccinetracker/onboarding/',
      headers: parent.headers,
      payload: child,
    });
    if (res.statusCode !== 201) throw new Error(`child not created: ${res.body}`);
    parent.childIds.push(res.json().id);
  }
  return parent;
}

/** A signed-in parent with one child (Ira unless told otherwise), and that child's id. */
export async function createParentWithChild(
  ctx: TestContext,
  child: Partial<NewChild> = {},
): Promise<{ parent: TestParent; childId: string }> {
  const parent = await createParent(ctx, {
    children: [{ name: 'Ira', dob: '2026-01-01', gender: 'girl', ...child }],
  });
  return { parent, childId: parent.childIds[0]! };
}

/** The newest dev-outbox message to a number. */
export async function lastMessageTo(ctx: TestContext, contactNumber: string) {
  const [row] = await ctx.database.db
    .select()
    .from(devOutbox)
    .where(eq(devOutbox.to, contactNumber))
    .orderBy(desc(devOutbox.createdAt), desc(devOutbox.id))
    .limit(1);
  return row;
}

const OTP_IN_TEXT = new RegExp(`\\b(\\d{${LIMITS.otpDigits}})\\b`);

/** The OTP in the newest message to a number. */
export async function lastOtpTo(ctx: TestContext, contactNumber: string): Promise<string> {
  const message = await lastMessageTo(ctx, contactNumber);
  const code = message?.text.match(OTP_IN_TEXT)?.[1];
  if (!code) throw new Error(`no OTP sent to ${contactNumber}`);
  return code;
}

/**
 * `member` follows `owner`'s child with a role and label, through the family API as a family
 * would: the owner invites, the member accepts the code.
 */
export async function joinFamily(
  ctx: TestContext,
  owner: TestParent,
  childId: string,
  member: TestParent,
  { role = 'caregiver', label = 'Papa' }: { role?: 'caregiver' | 'viewer'; label?: string } = {},
): Promise<void> {
  const invite = await ctx.app.inject({
    method: 'POST',
    url: '/api/family/invites/',
    headers: owner.headers,
    payload: { child_id: childId, role, label },
  });
  if (invite.statusCode !== 201) throw new Error(`invitation not made: ${invite.body}`);
  const accepted = await ctx.app.inject({
    method: 'POST',
    url: '/api/family/invites/accept/',
    headers: member.headers,
    payload: { code: invite.json().code },
  });
  if (accepted.statusCode !== 200) throw new Error(`invitation not accepted: ${accepted.body}`);
}
