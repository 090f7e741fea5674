import {
  type Language,
  SHARE_LINK_MESSAGES,
  todayIn,
  vaccinationCardFileName,
} from '@tika/contract';
import type { AppDeps } from '../../deps';
import { AppError } from '../../errors';
import { listGrowth } from '../growth/list-growth';
import { openShareLink } from '../share-links/open-share-link';
import { sharedPageUrl } from '../share-links/share-token';
import { type OnlineRecordLink, toCardModel } from './card-model';
import { renderCardPdf } from './card-pdf';
import { type ChildRecord, loadChildRecord } from './child-record';

/**
 * A child's vaccination card as a PDF to print or show the doctor, in the parent's language;
 * another parent's child is 404. With `shareToken`, a live doctor's record link of this child
 * (docs/product/share-links.md), the card carries its QR code.
 */
export async function buildVaccinationCard(
  deps: AppDeps,
  userId: string,
  childId: string,
  language: Language,
  shareToken?: string,
): Promise<{ fileName: string; pdf: Buffer }> {
  const record = await loadChildRecord(deps, userId, childId);
  // The growth module's own list: the same WHO assessment the app shows.
  const growth = await listGrowth(deps, userId, childId);
  const link = shareToken ? await onlineLink(deps, record, shareToken) : null;
  const pdf = await renderCardPdf(toCardModel(record, growth, language, link), record.now);
  return { fileName: vaccinationCardFileName(record.child.name), pdf };
}

async function onlineLink(
  deps: AppDeps,
  record: ChildRecord,
  token: string,
): Promise<OnlineRecordLink> {
  const { link, child } = await openShareLink(deps, token);
  // Another child's link (even the parent's own other child) is no link of this card.
  if (child.id !== record.child.id) throw AppError.notFound(SHARE_LINK_MESSAGES.notFound);
  return {
    url: sharedPageUrl(deps.env.PUBLIC_URL, token),
    // The last moment it works, as the parent's calendar day.
    until: todayIn(record.parent.timeZone, new Date(link.expiresAt.getTime() - 1)),
  };
}
