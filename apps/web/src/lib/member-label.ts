import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { MEMBER_LABEL_CHOICES } from '@tika/contract';

type LabelChoice = (typeof MEMBER_LABEL_CHOICES)[number];

/** The labels a parent picks from, in the app's language; the wire keeps the English. */
const LABEL_WORDS: Record<LabelChoice, MessageDescriptor> = {
  Papa: msg`Papa`,
  Mummy: msg`Mummy`,
  Dadi: msg`Dadi`,
  Nani: msg`Nani`,
  Nanny: msg`Nanny`,
};

const isLabelChoice = (label: string): label is LabelChoice =>
  (MEMBER_LABEL_CHOICES as readonly string[]).includes(label);

/**
 * How a family member is shown (docs/product/family.md), wherever they appear — the family
 * sheet, "Marked given by …", "Added by …": a chosen label in the app's language, a typed
 * name as typed.
 */
export const memberLabel = (label: string, i18n: I18n) =>
  isLabelChoice(label) ? i18n._(LABEL_WORDS[label]) : label;
