import path from 'node:path';
import { asc, eq, inArray } from 'drizzle-orm';
import {
  fileNameStem,
  gestationalAgeOf,
  SCHEDULE_LABELS,
  type ScheduleId,
  todayIn,
} from '@tika/contract';
import type { Database } from '../../db/client';
import {
  childMembers,
  growthRecords,
  medicalRecords,
  shareLinks,
  paymentOrders,
  reminderMessages,
  storyEntitlements,
  storyUnlocks,
  type UserRow,
  vaccineEntries,
} from '../../db/schema';
import { listChildren } from '../children/children-repository';

/** A stored file and where it goes in the zip. */
export interface ExportFile {
  key: string;
  path: string;
  /** Filled in while zipping; null if the storage had no such file. */
  sha256?: string | null;
  size?: number;
}

/** Lower-case ASCII words joined by "-", for readable file names inside the zip. */
function slug(text: string, fallback: string): string {
  const words = text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 40)
    .replace(/-+$/, '');
  return words || fallback;
}

const iso = (d: Date | null) => (d ? d.toISOString() : null);

/**
 * Everything Tika keeps about one parent, as an explicit allow-list of columns: no session
 * tokens, OTPs, sign-in links, Google subject ids or another parent's rows. Returns the
 * data.json object (file entries are filled as the zip is written) and the files to add.
 */
export async function collectExport(db: Database, user: UserRow, exportedAt: Date) {
  const files: ExportFile[] = [];
  const fileRef = (key: string, folder: string, name: string) => {
    const file: ExportFile = {
      key,
      path: `files/${folder}/${name}${path.extname(key).toLowerCase()}`,
    };
    files.push(file);
    return file;
  };

  // The export is the parent's own data: the children they added, in full, with who else
  // follows them. A child someone else added and shared with them is that parent's record, not
  // theirs to take away: it is listed (whose, and their part in it), its records are not.
  const seen = await listChildren(db, user.id);
  const kids = seen.filter((c) => c.role === 'owner');
  const followed = seen.filter((c) => c.role !== 'owner');
  const ids = kids.map((c) => c.id);
  const none = ids.length === 0;
  const [entries, growth, records, links, members] = none
    ? [[], [], [], [], []]
    : await Promise.all([
        db
          .select()
          .from(vaccineEntries)
          .where(inArray(vaccineEntries.childId, ids))
          .orderBy(asc(vaccineEntries.dueDate), asc(vaccineEntries.name)),
        db
          .select()
          .from(growthRecords)
          .where(inArray(growthRecords.childId, ids))
          .orderBy(asc(growthRecords.recordDate), asc(growthRecords.createdAt)),
        db
          .select()
          .from(medicalRecords)
          .where(inArray(medicalRecords.childId, ids))
          .orderBy(asc(medicalRecords.createdAt)),
        db
          .select()
          .from(shareLinks)
          .where(inArray(shareLinks.childId, ids))
          .orderBy(asc(shareLinks.createdAt)),
        db
          .select()
          .from(childMembers)
          .where(inArray(childMembers.childId, ids))
          .orderBy(asc(childMembers.createdAt)),
      ]);
  const myMemberships = followed.length
    ? await db.select().from(childMembers).where(eq(childMembers.userId, user.id))
    : [];

  const children = kids.map((child, index) => {
    const folder = `${index + 1}-${fileNameStem(child.name)}`;
    return {
      id: child.id,
      name: child.name,
      dob: child.dob,
      gender: child.gender,
      schedule: child.schedule,
      schedule_title: SCHEDULE_LABELS[child.schedule as ScheduleId] ?? child.schedule,
      gestational_age: gestationalAgeOf(child.gestationalAgeDays),
      created_at: iso(child.createdAt),
      vaccines: entries
        .filter((e) => e.childId === child.id)
        .map((e) => ({
          id: e.id,
          name: e.name,
          full_name: e.fullName,
          description: e.description,
          age_group: e.ageGroup,
          added_by_parent: e.doseCode === null,
          due_date: e.dueDate,
          status: e.status,
          vaccinated_on: e.vaccinatedOn,
          comment: e.comment,
          brand: e.brand,
          batch: e.batch,
          place: e.place,
          not_given_on: e.notGivenOn,
          not_needed_reason: e.notNeededReason,
          not_needed_note: e.notNeededNote,
          prescription: e.fileKey
            ? {
                file: fileRef(
                  e.fileKey,
                  `${folder}/prescriptions`,
                  `${slug(e.name, 'vaccine')}-${e.id.slice(0, 8)}`,
                ),
                file_type: e.fileType,
                file_name: e.fileName,
              }
            : null,
        })),
      growth_records: growth
        .filter((g) => g.childId === child.id)
        .map((g) => ({
          id: g.id,
          record_date: g.recordDate,
          height_cm: g.heightCm,
          weight_kg: g.weightKg,
          measured: g.measured,
          created_at: iso(g.createdAt),
        })),
      medical_records: records
        .filter((r) => r.childId === child.id)
        .map((r) => ({
          id: r.id,
          purpose: r.purpose,
          note: r.note,
          created_at: iso(r.createdAt),
          file: fileRef(
            r.fileKey,
            `${folder}/medical-records`,
            `${todayIn(user.timeZone, r.createdAt)}-${slug(r.purpose, 'record')}-${r.id.slice(0, 8)}`,
          ),
          file_type: r.fileType,
          file_name: r.fileName,
        })),
      // The links themselves are not kept (only their hashes): when each was made and until when.
      doctor_links: links
        .filter((l) => l.childId === child.id)
        .map((l) => ({
          id: l.id,
          created_at: iso(l.createdAt),
          expires_at: iso(l.expiresAt),
          revoked_at: l.revokedAt && iso(l.revokedAt),
          include_files: l.includeFiles,
        })),
      // Who else follows the child, as the family sees them: never their number or e-mail.
      family: members
        .filter((m) => m.childId === child.id)
        .map((m) => ({ label: m.label, role: m.role, joined_at: iso(m.createdAt) })),
    };
  });

  const followedChildren = followed.map((child) => {
    const membership = myMemberships.find((m) => m.childId === child.id);
    return {
      name: child.name,
      shared_by: child.sharedBy,
      role: child.role,
      label: membership?.label ?? null,
      joined_at: iso(membership?.createdAt ?? null),
    };
  });

  const [plans, unlocks, orders, reminders] = await Promise.all([
    db
      .select()
      .from(storyEntitlements)
      .where(eq(storyEntitlements.userId, user.id))
      .orderBy(asc(storyEntitlements.createdAt)),
    db
      .select()
      .from(storyUnlocks)
      .where(eq(storyUnlocks.userId, user.id))
      .orderBy(asc(storyUnlocks.unlockedOn)),
    db
      .select()
      .from(paymentOrders)
      .where(eq(paymentOrders.userId, user.id))
      .orderBy(asc(paymentOrders.createdAt)),
    db
      .select()
      .from(reminderMessages)
      .where(eq(reminderMessages.userId, user.id))
      .orderBy(asc(reminderMessages.sendOn)),
  ]);

  const data = {
    format: 'tika-export',
    version: 1,
    exported_at: exportedAt.toISOString(),
    parent: {
      first_name: user.firstName,
      last_name: user.lastName,
      email: user.email,
      contact_number: user.contactNumber,
      contact_verified: user.contactVerified,
      time_zone: user.timeZone,
      reminders: { enabled: user.remindersEnabled, language: user.reminderLanguage },
      referral_code: user.referralCode,
      signup_referral_code: user.signupReferralCode,
      created_at: iso(user.createdAt),
      first_signed_in_at: iso(user.firstSignedInAt),
    },
    children,
    followed_children: followedChildren,
    stories: {
      plans: plans.map((p) => ({
        id: p.id,
        kind: p.kind,
        plan: p.plan,
        stories: p.stories,
        order_id: p.orderId,
        starts_on: p.startsOn,
        expires_on: p.expiresOn,
        created_at: iso(p.createdAt),
      })),
      unlocks: unlocks.map((u) => ({
        story_code: u.storyCode,
        unlocked_on: u.unlockedOn,
        plan_id: u.entitlementId,
      })),
    },
    payment_orders: orders.map((o) => ({
      id: o.id,
      plan: o.plan,
      amount_paise: o.amountPaise,
      currency: o.currency,
      status: o.status,
      provider: o.provider,
      provider_order_id: o.providerOrderId,
      payment_id: o.paymentId,
      created_at: iso(o.createdAt),
      paid_at: iso(o.paidAt),
    })),
    reminder_messages: reminders.map((m) => ({
      send_on: m.sendOn,
      status: m.status,
      language: m.language,
      text: m.text,
      sent_at: iso(m.sentAt),
    })),
  };
  return { data, files };
}
