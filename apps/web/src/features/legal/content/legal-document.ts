export interface LegalSection {
  /** Anchor id, stable so that links to a section keep working when wording changes. */
  id: string;
  heading: string;
  paragraphs?: string[];
  items?: string[];
  /** Paragraphs after the list. */
  closing?: string[];
}

export interface LegalDocumentContent {
  /** ISO date of the last change. */
  updated: string;
  intro: string[];
  sections: LegalSection[];
}
