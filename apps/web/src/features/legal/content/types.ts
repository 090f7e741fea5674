import type { MessageDescriptor } from '@lingui/core';

/**
 * A legal page as data, so the wording can change without touching layout code. Every text is
 * a message of the legal pages' own catalogue (../locales), translated where it is shown.
 */
export interface LegalSection {
  heading: MessageDescriptor;
  paragraphs: MessageDescriptor[];
  bullets?: MessageDescriptor[];
}

export interface LegalDocument {
  title: MessageDescriptor;
  /** ISO date the text last changed. */
  updated: string;
  intro: MessageDescriptor;
  sections: LegalSection[];
}
