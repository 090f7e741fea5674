/** A legal page as data, so the wording can change without touching layout code. */
export interface LegalSection {
  heading: string;
  paragraphs: string[];
  bullets?: string[];
}

export interface LegalDocument {
  title: string;
  /** ISO date the text last changed. */
  updated: string;
  intro: string;
  sections: LegalSection[];
}
