import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { and, eq, isNull } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { describe, expect, it } from 'vitest';
import { vaccineEntries } from '../db/schema';
import { createSession } from '../modules/auth/sessions-repository';
import { useTestApp } from './app';
import { OWNERSHIP, publicTables, registeredRoutes, snapshotParent } from './authz-matrix-support';
import { createParent, joinFamily, phoneNumber, type TestParent } from './factories';
import { multipart, SAMPLE_PDF, SAMPLE_PNG } from './multipart';
import { writeStoryLibrary } from './story-fixtures';

/**
 * The authorization matrix: every route of the app, called by parent A with parent B's
 * ids, answers 403 or 404, and afterwards every row B owns and every file B stored is byte for
 * byte what it was. The routes come from the running app, so a new route without an entry
 * here fails the first test; an entry for a route that is gone fails it too.
 */

// A built web app of our own, so the SPA's routes are there whether or not apps/web was built.
const webDist = fs.mkdtempSync(path.join(os.tmpdir(), 'tika-authz-web-'));
fs.writeFileSync(path.join(webDist, 'index.html'), '<!doctype html><title>Tika</title>');
const ctx = useTestApp({
  env: { WEB_DIST_DIR: webDist },
  deps: { stories: writeStoryLibrary(10).library },
});

/** B's account, everything in it filled in; and A, a parent of another family. */
interface World {
  a: TestParent;
  aChildId: string;
  aFeedMac: string;
  aSecondSession: { authorization: string };
  b: TestParent;
  bChildId: string;
  bSecondChildId: string;
  bPendingEntryId: string;
  bCompletedEntryId: string;
  bCustomEntryId: string;
  bGrowthId: string;
  bRecordId: string;
  bRecordUrl: string;
  bPrescriptionUrl: string;
  bFeedSecret: string;
  bShareLinkId: string;
  /** B's family for Zoravar: a caregiver (Mohan), a viewer (Vimla), and Dev, removed. */
  bCaregiver: TestParent;
  viewer: TestParent;
  exMember: TestParent;
  bInviteId: string;
  /** A's own doctor's link, with files: B's file tokens must not open through it. */
  aShareToken: string;
  /** The number B asked to move to; B's code for it is waiting. */
  bPendingNumber: string;
  bPaymentConfirmation: { order_id: string; payment_id: string; signature: string };
  bUnlockedSlide: string;
}

type Call = Omit<InjectOptions, 'headers'> & { headers?: Record<string, string> };

/**
 * How a route is reached with B's ids: `foreign` calls must be refused (403/404, or 409 where the
 * id is a phone number that is B's); `own` routes take no id of anyone's but the session's, and
 * are probed with B's ids slipped into the query and body, which they must ignore; `none` says
 * why a route has no foreign-id surface at all.
 */
type Entry =
  | { foreign: (w: World) => Call[]; refusedWith?: number[] }
  | { own: (w: World) => Call; last?: boolean }
  | { none: string };

const CHILDREN = '/api/vaccinetracker/onboarding/';
const DASHBOARD = '/api/vaccinetracker/dashboard/';
const GROWTH = '/api/vaccinetracker/dashboard/childgrowthreport/';
const RECORDS = '/api/vaccinetracker/dashboard/medicalrecords/';
const PAYMENTS = '/api/features/meal-stories/payments/';

const form = (
  url: string,
  fields: Record<string, string>,
  file?: { field: string; name: string; type: string; data: Buffer },
): Call => {
  const body = multipart(fields, file);
  return { method: 'POST', url, headers: body.headers, payload: body.payload };
};

const PUBLIC_DOCS = 'public: the OpenAPI description and Swagger UI, the same for everyone';
const SIGN_IN =
  'signs a person in by a credential (token, code, OTP to a number); it reads no id of a signed-in parent';

const MATRIX: Record<string, Entry> = {
  // ---- The web app and public reads
  'GET /': { none: 'public: the SPA index.html' },
  'GET /*': { none: "public: the SPA's static files, and index.html for client routes" },
  'GET /api/docs': { none: PUBLIC_DOCS },
  'GET /api/docs/*': { none: PUBLIC_DOCS },
  'GET /api/docs/json': { none: PUBLIC_DOCS },
  'GET /api/docs/yaml': { none: PUBLIC_DOCS },
  'GET /api/docs/static/index.html': { none: PUBLIC_DOCS },
  'GET /api/docs/static/swagger-initializer.js': { none: PUBLIC_DOCS },
  'GET /api/health': { none: 'public: readiness' },
  'GET /api/health/ready': { none: 'public: readiness' },
  'GET /api/health/live': { none: 'public: liveness' },
  'GET /api/config': { none: 'public: settings the SPA needs before sign-in' },

  // ---- Signing in
  'POST /api/token/verify': { none: SIGN_IN },
  'POST /api/auth/link/verify': { none: SIGN_IN },
  'GET /api/auth/google/start': { none: SIGN_IN },
  'GET /api/auth/google': { none: SIGN_IN },
  'POST /api/sign_in': { none: SIGN_IN },
  'GET /api/user/login': { none: `${SIGN_IN}; the OTP goes to the number's owner only` },
  'POST /api/user/login': { none: SIGN_IN },

  // ---- Attaching a number: B's number is B's, A cannot have it
  'GET /api/verify-contact-number': {
    foreign: (w) => [
      { method: 'GET', url: `/api/verify-contact-number/?contact_number=${w.b.contactNumber}` },
    ],
    refusedWith: [409],
  },
  // No code was ever sent to A for B's number, so every code is a wrong one (400) if not 409.
  // B is moving to a new number and holds a code for it: A's guesses must not touch B's code.
  'POST /api/verify-contact-number': {
    foreign: (w) => [
      {
        method: 'POST',
        url: '/api/verify-contact-number/',
        payload: { contact_number: w.b.contactNumber, otp: '1234' },
      },
      {
        method: 'POST',
        url: '/api/verify-contact-number/',
        payload: { contact_number: w.bPendingNumber, otp: '1234' },
      },
    ],
    refusedWith: [400, 409],
  },
  'POST /api/user/otp/send': {
    foreign: (w) => [
      {
        method: 'POST',
        url: '/api/user/otp/send/',
        payload: { contact_number: w.b.contactNumber, process: 'update' },
      },
    ],
    refusedWith: [409],
  },
  'POST /api/user/otp/verify': {
    foreign: (w) => [
      {
        method: 'POST',
        url: '/api/user/otp/verify/',
        payload: { contact_number: w.b.contactNumber, process: 'update', otp: '1234' },
      },
      {
        method: 'POST',
        url: '/api/user/otp/verify/',
        payload: { contact_number: w.bPendingNumber, process: 'update', otp: '1234' },
      },
    ],
    refusedWith: [400, 409],
  },

  // ---- The account: the session's parent only
  'GET /api/user/me': {
    own: (w) => ({ method: 'GET', url: `/api/user/me/?user_id=${w.b.id}&id=${w.b.id}` }),
  },
  'GET /api/user/check-profile-status': {
    own: (w) => ({ method: 'GET', url: `/api/user/check-profile-status/?user_id=${w.b.id}` }),
  },
  'POST /api/user/home-state': {
    own: (w) => ({
      method: 'POST',
      url: '/api/user/home-state/',
      payload: { home_state: 'TN', user_id: w.b.id, id: w.b.id },
    }),
  },
  'POST /api/user/update-profile': {
    own: (w) => ({
      method: 'POST',
      url: '/api/user/update-profile/',
      payload: { first_name: 'Mallory', user_id: w.b.id, id: w.b.id },
    }),
  },
  'PUT /api/user/language': {
    // B's language is Hindi (the world below): A's change must leave it so.
    own: (w) => ({
      method: 'PUT',
      url: '/api/user/language/',
      payload: { language: 'en', user_id: w.b.id, id: w.b.id },
    }),
  },
  'GET /api/user/reminders': {
    own: (w) => ({ method: 'GET', url: `/api/user/reminders/?user_id=${w.b.id}` }),
  },
  'PUT /api/user/reminders': {
    own: (w) => ({
      method: 'PUT',
      url: '/api/user/reminders/',
      payload: { enabled: false, language: 'hi', user_id: w.b.id },
    }),
  },
  'GET /api/user/export': {
    own: (w) => ({
      method: 'GET',
      url: `/api/user/export/?user_id=${w.b.id}&child_id=${w.bChildId}`,
    }),
  },
  // A second session of A's, so the account deletion after it still has one.
  'POST /api/auth/logout': {
    own: (w) => ({
      method: 'POST',
      url: '/api/auth/logout/',
      headers: w.aSecondSession,
      payload: { user_id: w.b.id },
    }),
    last: true,
  },
  'GET /api/user/handover': {
    own: (w) => ({
      method: 'GET',
      url: `/api/user/handover/?user_id=${w.b.id}&child_id=${w.bChildId}`,
    }),
  },
  'DELETE /api/user/delete': {
    own: (w) => ({
      method: 'DELETE',
      url: `/api/user/delete/?user_id=${w.b.id}`,
      payload: { user_id: w.b.id },
    }),
    last: true,
  },

  // ---- Children
  'GET /api/vaccinetracker/onboarding': {
    own: (w) => ({ method: 'GET', url: `${CHILDREN}?child_id=${w.bChildId}&user_id=${w.b.id}` }),
  },
  'POST /api/vaccinetracker/onboarding': {
    own: (w) => ({
      method: 'POST',
      url: CHILDREN,
      payload: {
        name: 'Anika',
        dob: '2025-03-01',
        gender: 'girl',
        user_id: w.b.id,
        id: w.bChildId,
      },
    }),
  },
  'PUT /api/vaccinetracker/onboarding': {
    foreign: (w) => [
      {
        method: 'PUT',
        url: CHILDREN,
        payload: { id: w.bChildId, name: 'Mallory', dob: '2025-02-02' },
      },
    ],
  },
  'DELETE /api/vaccinetracker/onboarding': {
    foreign: (w) => [
      { method: 'DELETE', url: CHILDREN, payload: { child_id: w.bSecondChildId } },
      { method: 'DELETE', url: CHILDREN, payload: { child_id: w.bChildId } },
    ],
  },

  // ---- Vaccines
  'GET /api/vaccinetracker/dashboard': {
    foreign: (w) => [{ method: 'GET', url: `${DASHBOARD}?child_id=${w.bChildId}` }],
  },
  'POST /api/vaccinetracker/dashboard': {
    foreign: (w) => [
      form(
        DASHBOARD,
        {
          vaccine_id: w.bPendingEntryId,
          status: 'complete',
          vaccinated_on: '2026-11-01',
          comment: 'Mallory was here',
        },
        { field: 'prescription', name: 'x.png', type: 'image/png', data: SAMPLE_PNG },
      ),
      form(DASHBOARD, {
        vaccine_id: w.bCompletedEntryId,
        status: 'pending',
        vaccinated_on: '',
        comment: '',
      }),
      form(DASHBOARD, {
        vaccine_id: w.bCustomEntryId,
        status: 'complete',
        vaccinated_on: '2026-11-01',
        comment: '',
      }),
    ],
  },
  'POST /api/vaccinetracker/dashboard/bulk': {
    foreign: (w) => [
      {
        method: 'POST',
        url: `${DASHBOARD}bulk/`,
        payload: { child_id: w.bChildId, vaccine_ids: [w.bCompletedEntryId], answer: 'on_time' },
      },
    ],
  },
  'POST /api/vaccinetracker/dashboard/addvaccine': {
    foreign: (w) => [
      {
        method: 'POST',
        url: `${DASHBOARD}addvaccine/`,
        payload: {
          child_id: w.bChildId,
          vaccine_name: 'Mallory',
          description: 'x',
          recommended_date: '2026/12/01',
        },
      },
    ],
  },

  // ---- Growth
  'GET /api/vaccinetracker/dashboard/childgrowthreport': {
    foreign: (w) => [{ method: 'GET', url: `${GROWTH}?child_id=${w.bChildId}` }],
  },
  'POST /api/vaccinetracker/dashboard/childgrowthreport': {
    foreign: (w) => [
      {
        method: 'POST',
        url: GROWTH,
        payload: { child_id: w.bChildId, weight: 9.5, record_date: '2026-11-01' },
      },
    ],
  },
  'DELETE /api/vaccinetracker/dashboard/childgrowthreport': {
    foreign: (w) => [
      { method: 'DELETE', url: `${GROWTH}?child_id=${w.bChildId}&record_id=${w.bGrowthId}` },
      // A's own child with B's record: the record must be found through the child, not alone.
      { method: 'DELETE', url: `${GROWTH}?child_id=${w.aChildId}&record_id=${w.bGrowthId}` },
    ],
  },
  'GET /api/vaccinetracker/dashboard/childgrowthreport/curves': {
    foreign: (w) => [
      { method: 'GET', url: `${GROWTH}curves/?child_id=${w.bChildId}&indicator=weight` },
    ],
  },

  // ---- Medical records and their files
  'GET /api/vaccinetracker/dashboard/medicalrecords': {
    foreign: (w) => [{ method: 'GET', url: `${RECORDS}?child_id=${w.bChildId}` }],
  },
  'POST /api/vaccinetracker/dashboard/medicalrecords': {
    foreign: (w) => [
      form(
        RECORDS,
        { child_id: w.bChildId, purpose: 'Mallory', note: 'Mallory' },
        { field: 'record', name: 'x.pdf', type: 'application/pdf', data: SAMPLE_PDF },
      ),
    ],
  },
  'DELETE /api/vaccinetracker/dashboard/medicalrecords': {
    foreign: (w) => [
      { method: 'DELETE', url: `${RECORDS}?child_id=${w.bChildId}&record_id=${w.bRecordId}` },
      { method: 'DELETE', url: `${RECORDS}?child_id=${w.aChildId}&record_id=${w.bRecordId}` },
    ],
  },
  'GET /api/files/:token': {
    foreign: (w) => [
      { method: 'GET', url: w.bRecordUrl },
      { method: 'GET', url: w.bPrescriptionUrl },
    ],
  },

  // ---- Take-along
  'GET /api/vaccinetracker/card': {
    foreign: (w) => [{ method: 'GET', url: `/api/vaccinetracker/card/?child_id=${w.bChildId}` }],
  },
  'GET /api/vaccinetracker/fhir': {
    foreign: (w) => [{ method: 'GET', url: `/api/vaccinetracker/fhir/?child_id=${w.bChildId}` }],
  },

  // ---- Calendar
  'GET /api/vaccinetracker/calendar': {
    foreign: (w) => [
      { method: 'GET', url: `/api/vaccinetracker/calendar/?child_id=${w.bChildId}` },
    ],
  },
  'POST /api/vaccinetracker/calendar/reset': {
    foreign: (w) => [
      {
        method: 'POST',
        url: '/api/vaccinetracker/calendar/reset/',
        payload: { child_id: w.bChildId },
      },
    ],
  },
  // The secret is the capability (no session): B's child id with A's MAC, or with none, is nothing.
  'GET /api/calendar/:feed': {
    foreign: (w) => [
      { method: 'GET', url: `/api/calendar/${w.bFeedSecret.split('.')[0]}.${w.aFeedMac}.ics` },
      { method: 'GET', url: `/api/calendar/${w.bChildId}.ics` },
      { method: 'GET', url: `/api/calendar/${w.bFeedSecret.split('.')[0]}.ics` },
    ],
  },

  // ---- Record links for the doctor
  'POST /api/share-links': {
    foreign: (w) => [
      {
        method: 'POST',
        url: '/api/share-links/',
        payload: { child_id: w.bChildId, expires_in_hours: 24, include_files: true },
      },
    ],
  },
  'GET /api/share-links': {
    foreign: (w) => [{ method: 'GET', url: `/api/share-links/?child_id=${w.bChildId}` }],
  },
  'DELETE /api/share-links': {
    foreign: (w) => [
      { method: 'DELETE', url: '/api/share-links/', payload: { id: w.bShareLinkId } },
    ],
  },
  // The token is the capability (no session): B's link id or child id in its place is nothing.
  'GET /api/shared/:token': {
    foreign: (w) => [
      { method: 'GET', url: `/api/shared/${w.bShareLinkId}/` },
      { method: 'GET', url: `/api/shared/${w.bChildId}/` },
    ],
  },
  // A's live link with files does not open B's files.
  'GET /api/shared/:token/files/:file': {
    foreign: (w) => [
      {
        method: 'GET',
        url: `/api/shared/${w.aShareToken}/files/${w.bRecordUrl.split('/api/files/')[1]}`,
      },
      {
        method: 'GET',
        url: `/api/shared/${w.aShareToken}/files/${w.bPrescriptionUrl.split('/api/files/')[1]}`,
      },
    ],
  },

  // ---- Family sharing: B's child, B's members and B's invitation are nothing to A
  'GET /api/family': {
    foreign: (w) => [{ method: 'GET', url: `/api/family/?child_id=${w.bChildId}` }],
  },
  'POST /api/family/invites': {
    foreign: (w) => [
      {
        method: 'POST',
        url: '/api/family/invites/',
        payload: { child_id: w.bChildId, role: 'caregiver', label: 'Papa' },
      },
    ],
  },
  'DELETE /api/family/invites': {
    foreign: (w) => [
      { method: 'DELETE', url: '/api/family/invites/', payload: { id: w.bInviteId } },
    ],
  },
  // The code is the capability: B's invitation id or child id in its place opens nothing.
  'POST /api/family/invites/preview': {
    foreign: (w) => [
      { method: 'POST', url: '/api/family/invites/preview/', payload: { code: w.bInviteId } },
      { method: 'POST', url: '/api/family/invites/preview/', payload: { code: w.bChildId } },
    ],
  },
  'POST /api/family/invites/accept': {
    foreign: (w) => [
      { method: 'POST', url: '/api/family/invites/accept/', payload: { code: w.bInviteId } },
    ],
  },
  'PATCH /api/family/members': {
    foreign: (w) => [
      {
        method: 'PATCH',
        url: '/api/family/members/',
        payload: { child_id: w.bChildId, user_id: w.bCaregiver.id, role: 'viewer', label: 'X' },
      },
    ],
  },
  'DELETE /api/family/members': {
    foreign: (w) => [
      {
        method: 'DELETE',
        url: '/api/family/members/',
        payload: { child_id: w.bChildId, user_id: w.bCaregiver.id },
      },
    ],
  },

  // ---- Stories and payments
  'GET /api/features/meal-stories': {
    own: (w) => ({ method: 'GET', url: `/api/features/meal-stories/?user_id=${w.b.id}` }),
  },
  // A slide B unlocked is not unlocked for A (the media route reads A's unlocks only).
  'GET /api/features/meal-stories/media/:story_code/:file': {
    foreign: (w) => [{ method: 'GET', url: w.bUnlockedSlide }],
  },
  'GET /api/features/meal-stories/payments': {
    own: (w) => ({ method: 'GET', url: `${PAYMENTS}?plan=plan_7&user_id=${w.b.id}` }),
  },
  // B's own, valid, Razorpay-signed confirmation, replayed by A: B's order is not A's.
  'POST /api/features/meal-stories/payments': {
    foreign: (w) => [{ method: 'POST', url: PAYMENTS, payload: w.bPaymentConfirmation }],
  },
  'POST /api/features/meal-stories/payments/webhook': {
    none: "Razorpay's webhook: no session, authenticated by the signature over the body",
  },
  'GET /api/whatsapp/webhook': {
    none: "Meta's subscription check: answers the verify token's challenge only",
  },
  'POST /api/whatsapp/webhook': {
    none: "WhatsApp messages from Meta: no session, authenticated by the app secret's signature",
  },

  // ---- Dev mode (never registered when NODE_ENV=production; apps/api/src/modules/dev/dev.test.ts)
  'GET /api/dev/outbox': { none: 'dev-only: the message outbox of a machine with no WhatsApp' },
  'POST /api/dev/whatsapp/inbound': { none: 'dev-only: stands in for a phone writing to Tika' },
  'POST /api/dev/stories/unlock-all': {
    // Dev-only: the session's parent gets every story, whoever else is named.
    own: (w) => ({ method: 'POST', url: `/api/dev/stories/unlock-all/?user_id=${w.b.id}` }),
  },
  'POST /api/dev/razorpay/pay': {
    none: 'dev-only: the simulated Checkout (in-memory; writes no row)',
  },
};

async function buildWorld(): Promise<World> {
  const inject = async (parent: TestParent, call: Call, status: number) => {
    const res = await ctx.app.inject({
      ...call,
      headers: { ...parent.headers, ...call.headers },
    } as InjectOptions);
    if (res.statusCode !== status)
      throw new Error(`${call.method} ${call.url}: ${res.statusCode} ${res.body}`);
    return res;
  };
  const childIds = async (parent: TestParent) =>
    (await inject(parent, { method: 'GET', url: CHILDREN }, 200))
      .json()
      .children.map((c: { id: string }) => c.id) as string[];

  const a = await createParent(ctx, {
    firstName: 'Alok',
    children: [{ name: 'Anaya', dob: '2025-01-01', gender: 'girl' }],
  });
  const [aChildId] = await childIds(a);
  await inject(
    a,
    {
      method: 'POST',
      url: GROWTH,
      payload: { child_id: aChildId, weight: 8, record_date: '2026-10-01' },
    },
    201,
  );
  const aFeed = (
    await inject(
      a,
      { method: 'GET', url: `/api/vaccinetracker/calendar/?child_id=${aChildId}` },
      200,
    )
  ).json().url as string;

  const aShare = (
    await inject(
      a,
      {
        method: 'POST',
        url: '/api/share-links/',
        payload: { child_id: aChildId, expires_in_hours: 24, include_files: true },
      },
      201,
    )
  ).json().url as string;

  const b = await createParent(ctx, {
    firstName: 'Bhavna',
    email: 'bhavna@example.com',
    children: [
      { name: 'Zoravar', dob: '2025-01-01', gender: 'boy' },
      { name: 'Meher', dob: '2024-06-01', gender: 'girl' },
    ],
  });
  const [bChildId, bSecondChildId] = await childIds(b);
  const entries = await ctx.database.db
    .select({ id: vaccineEntries.id })
    .from(vaccineEntries)
    .where(and(eq(vaccineEntries.childId, bChildId!), isNull(vaccineEntries.vaccinatedOn)))
    .orderBy(vaccineEntries.dueDate)
    .limit(2);
  const [completed, pending] = entries.map((e) => e.id);
  const given = await inject(
    b,
    form(
      DASHBOARD,
      {
        vaccine_id: completed!,
        status: 'complete',
        vaccinated_on: '2025-01-02',
        comment: 'City Clinic, no fever',
      },
      { field: 'prescription', name: 'rx-scan.png', type: 'image/png', data: SAMPLE_PNG },
    ),
    200,
  );
  const custom = await inject(
    b,
    {
      method: 'POST',
      url: `${DASHBOARD}addvaccine/`,
      payload: {
        child_id: bChildId,
        vaccine_name: 'Typhoid booster',
        description: 'Travel',
        recommended_date: '2026/12/20',
      },
    },
    201,
  );
  const growth = await inject(
    b,
    {
      method: 'POST',
      url: GROWTH,
      payload: { child_id: bChildId, height: 74, weight: 9.1, record_date: '2026-11-01' },
    },
    201,
  );
  const record = await inject(
    b,
    form(
      RECORDS,
      { child_id: bChildId!, purpose: 'Fever', note: 'Paracetamol 3 days' },
      { field: 'record', name: 'apollo-rx.pdf', type: 'application/pdf', data: SAMPLE_PDF },
    ),
    201,
  );
  await inject(
    b,
    form(
      RECORDS,
      { child_id: bSecondChildId!, purpose: 'Blood test', note: 'CBC normal' },
      { field: 'record', name: 'cbc.png', type: 'image/png', data: SAMPLE_PNG },
    ),
    201,
  );
  const bFeed = (
    await inject(
      b,
      { method: 'GET', url: `/api/vaccinetracker/calendar/?child_id=${bChildId}` },
      200,
    )
  ).json().url as string;
  await inject(
    b,
    { method: 'PUT', url: '/api/user/reminders/', payload: { enabled: true, language: 'hi' } },
    200,
  );
  const bShare = (
    await inject(
      b,
      {
        method: 'POST',
        url: '/api/share-links/',
        payload: { child_id: bChildId, expires_in_hours: 72, include_files: true },
      },
      201,
    )
  ).json();
  // B's family: Mohan cares for Zoravar, Vimla views; Dev was removed.
  const bCaregiver = await createParent(ctx, { firstName: 'Mohan' });
  const viewer = await createParent(ctx, { firstName: 'Vimla' });
  const exMember = await createParent(ctx, { firstName: 'Dev' });
  await joinFamily(ctx, b, bChildId!, bCaregiver, { label: 'Papa' });
  await joinFamily(ctx, b, bChildId!, viewer, { role: 'viewer', label: 'Nani' });
  await joinFamily(ctx, b, bChildId!, exMember, { label: 'Chacha' });
  await inject(
    b,
    {
      method: 'DELETE',
      url: '/api/family/members/',
      payload: { child_id: bChildId, user_id: exMember.id },
    },
    200,
  );
  const bInvite = (
    await inject(
      b,
      {
        method: 'POST',
        url: '/api/family/invites/',
        payload: { child_id: bChildId, role: 'viewer', label: 'Dadi' },
      },
      201,
    )
  ).json();
  const bPendingNumber = phoneNumber();
  await inject(
    b,
    { method: 'GET', url: `/api/verify-contact-number/?contact_number=${bPendingNumber}` },
    200,
  );

  // Stories: the trial unlocks today's story; then a paid plan through the simulated Checkout.
  await inject(b, { method: 'GET', url: '/api/features/meal-stories/' }, 200);
  const slide = `/api/features/meal-stories/media/story-1/one.svg`;
  await inject(b, { method: 'GET', url: slide }, 200);
  const order = (await inject(b, { method: 'GET', url: `${PAYMENTS}?plan=plan_7` }, 200)).json();
  const paid = (
    await ctx.app.inject({
      method: 'POST',
      url: '/api/dev/razorpay/pay/',
      payload: { order_id: order.order_id },
    })
  ).json();
  const bPaymentConfirmation = {
    order_id: paid.razorpay_order_id,
    payment_id: paid.razorpay_payment_id,
    signature: paid.razorpay_signature,
  };
  await inject(b, { method: 'POST', url: PAYMENTS, payload: bPaymentConfirmation }, 200);

  return {
    a,
    aChildId: aChildId!,
    aSecondSession: {
      authorization: `Bearer ${await createSession(ctx.database.db, a.id, ctx.clock.now())}`,
    },
    aFeedMac: aFeed
      .split('/')
      .pop()!
      .replace(/\.ics$/, '')
      .split('.')[1]!,
    b,
    bChildId: bChildId!,
    bSecondChildId: bSecondChildId!,
    bPendingEntryId: pending!,
    bCompletedEntryId: completed!,
    bCustomEntryId: custom.json().vaccine.id,
    bGrowthId: growth.json().record.id,
    bRecordId: record.json().record.id,
    bRecordUrl: record.json().record.record_url,
    bPrescriptionUrl: given.json().vaccine.image_url,
    bFeedSecret: bFeed
      .split('/')
      .pop()!
      .replace(/\.ics$/, ''),
    bShareLinkId: bShare.id,
    bCaregiver,
    viewer,
    exMember,
    bInviteId: bInvite.id,
    aShareToken: aShare.split('/shared/')[1]!,
    bPendingNumber,
    bPaymentConfirmation,
    bUnlockedSlide: slide,
  };
}

describe('authorization matrix: parent A with parent B’s ids', () => {
  it('has exactly one entry per route of the app', () => {
    const routes = registeredRoutes(ctx.app);
    expect(routes.length).toBeGreaterThan(50);
    expect(
      routes.filter((r) => !(r in MATRIX)),
      'routes with no entry in MATRIX',
    ).toEqual([]);
    expect(
      Object.keys(MATRIX).filter((r) => !routes.includes(r)),
      'entries for routes that no longer exist',
    ).toEqual([]);
  });

  it("knows where every table keeps a parent's rows", async () => {
    const tables = (await publicTables(ctx)).filter((t) => !t.startsWith('__'));
    expect(
      tables.filter((t) => !(t in OWNERSHIP)),
      'tables not placed in OWNERSHIP',
    ).toEqual([]);
    expect(
      Object.keys(OWNERSHIP).filter((t) => !tables.includes(t)),
      'OWNERSHIP names tables that no longer exist',
    ).toEqual([]);
  });

  // Three parents probe every route: allow for a loaded two-core machine.
  it(
    "refuses every call with B's ids and leaves B's rows and files byte-identical",
    { timeout: 60_000 },
    async () => {
      const w = await buildWorld();
      const before = await snapshotParent(ctx, w.b);
      // The snapshot really holds B's account: a matrix over an empty account would prove nothing.
      expect(before.tables.children).toHaveLength(2);
      expect(
        before.tables.vaccine_entries!.some(
          (row) => row.includes('"status":"complete"') && row.includes('"file_key":"'),
        ),
      ).toBe(true);
      expect(before.tables.growth_records).toHaveLength(1);
      expect(before.tables.medical_records).toHaveLength(2);
      expect(
        before.tables.payment_orders!.filter((row) => row.includes('"status":"paid"')),
      ).toHaveLength(1);
      expect(before.tables.story_entitlements).toHaveLength(2);
      expect(before.tables.story_unlocks!.length).toBeGreaterThan(0);
      expect(before.tables.otp_codes).toHaveLength(1);
      expect(Object.keys(before.files)).toHaveLength(3);
      expect(Object.values(before.files).every((hash) => hash !== null)).toBe(true);

      // What B's data looks like in a response: A's answers must never carry any of it.
      const bMarks = [
        w.b.id,
        w.bChildId,
        w.bSecondChildId,
        'Zoravar',
        'Meher',
        'Bhavna',
        'bhavna@example.com',
        w.b.contactNumber!,
        w.bRecordId,
        w.bGrowthId,
      ];
      const sendAs = (who: TestParent, call: Call) =>
        ctx.app.inject({ ...call, headers: { ...who.headers, ...call.headers } } as InjectOptions);
      const send = (call: Call) => sendAs(w.a, call);
      const outcomes: string[] = [];
      const expected: string[] = [];

      // A, a stranger; Dev, removed from Zoravar's family, exactly like a stranger from the next
      // request on; Vimla, a viewer, with every call that would change something (any method
      // but GET: she may read Zoravar's record, not change it).
      const probes = [
        { name: 'A', who: w.a, calls: () => true },
        { name: 'ex-member', who: w.exMember, calls: () => true },
        { name: 'viewer', who: w.viewer, calls: (call: Call) => call.method !== 'GET' },
      ];
      for (const probe of probes)
        for (const [route, entry] of Object.entries(MATRIX)) {
          if (!('foreign' in entry)) continue;
          const refused = [403, 404, ...(entry.refusedWith ?? [])];
          for (const call of entry.foreign(w).filter(probe.calls)) {
            const res = await sendAs(probe.who, call);
            const leaked = bMarks.filter((mark) => res.body.includes(mark));
            outcomes.push(
              `${probe.name} ${route} ${call.url}: ${refused.includes(res.statusCode) ? 'refused' : res.statusCode}${leaked.length ? ` leaks ${leaked.join(',')}` : ''}`,
            );
            expected.push(`${probe.name} ${route} ${call.url}: refused`);
          }
        }
      const owns = Object.entries(MATRIX).flatMap(([route, entry]) =>
        'own' in entry ? [{ route, entry }] : [],
      );
      for (const { route, entry } of [
        ...owns.filter((o) => !o.entry.last),
        ...owns.filter((o) => o.entry.last),
      ]) {
        const call = entry.own(w);
        const res = await send(call);
        const leaked = bMarks.filter((mark) => res.body.includes(mark));
        outcomes.push(
          `${route}: ${res.statusCode < 300 ? 'own data' : res.statusCode}${leaked.length ? ` leaks ${leaked.join(',')}` : ''}`,
        );
        expected.push(`${route}: own data`);
      }
      expect(outcomes).toEqual(expected);

      const after = await snapshotParent(ctx, w.b);
      expect(after).toEqual(before);
      // And B still gets in: nothing A did touched B's session.
      const stillB = await ctx.app.inject({
        method: 'GET',
        url: '/api/user/me/',
        headers: w.b.headers,
      });
      expect(stillB.statusCode).toBe(200);
    },
  );

  it('answers 401 without a session on every route that takes a parent’s ids or data', async () => {
    for (const [route, entry] of Object.entries(MATRIX)) {
      // The OTP routes ask for a session only when changing a number (checked in otp tests).
      if ('none' in entry || route.includes('/otp/')) continue;
      // The feed is fetched by calendar apps without a session: its secret is the capability.
      if (route === 'GET /api/calendar/:feed') continue;
      // So is the doctor's record: a doctor opens it without signing in (share-links.test.ts).
      if (route.startsWith('GET /api/shared/')) continue;
      // Logout without a live session only clears the browser's cookies (auth/session-cookie.test.ts).
      if (route === 'POST /api/auth/logout') continue;
      const [method, url] = route.split(' ') as [InjectOptions['method'], string];
      const res = await ctx.app.inject({
        method,
        url: url.includes(':') ? url.replace(/:\w+/g, 'x') : `${url}/`,
      });
      expect(res.statusCode, `${route} without a session`).toBe(401);
    }
  });
});
