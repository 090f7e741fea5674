import { type Language, vaccinationCardFileName } from '@tika/contract';
import type { AppDeps } from '../../deps';
import { listGrowth } from '../growth/list-growth';
import { toCardModel } from './card-model';
import { renderCardPdf } from './card-pdf';
import { loadChildRecord } from './child-record';

/**
 * A child's vaccination card as a PDF to print or show the doctor, in the parent's language;
 * another parent's child is 404.
 */
export async function buildVaccinationCard(
  deps: AppDeps,
  userId: string,
  childId: string,
  language: Language,
): Promise<{ fileName: string; pdf: Buffer }> {
  const record = await loadChildRecord(deps, userId, childId);
  // The growth module's own list: the same WHO assessment the app shows.
  const growth = await listGrowth(deps, userId, childId);
  const pdf = await renderCardPdf(toCardModel(record, growth, language), record.now);
  return { fileName: vaccinationCardFileName(record.child.name), pdf };
}
