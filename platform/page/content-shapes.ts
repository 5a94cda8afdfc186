/**
 * Shapes shared by the marketing pages' copy. Pages render these and nothing else,
 * so a tested content module is the single source of every claim the site makes.
 */

export interface PageMeta {
  /** Page name; the root template appends " | OpenSeat". */
  readonly title: string;
  readonly description: string;
  readonly path: string;
}

export interface LinkItem {
  readonly label: string;
  readonly href: string;
}

export interface HeroContent {
  readonly eyebrow: string;
  readonly title: string;
  readonly lead: string;
  readonly primary?: LinkItem;
  readonly secondary?: LinkItem;
}

export interface Stat {
  readonly value: string;
  readonly label: string;
}

export interface Card {
  readonly title: string;
  readonly body: string;
  readonly badge?: string;
  readonly meta?: string;
  readonly points?: readonly string[];
  readonly link?: LinkItem;
}

export interface Step {
  readonly title: string;
  readonly body: string;
}

export interface FaqItem {
  readonly question: string;
  readonly answer: string;
}

/**
 * A quote written to show the kind of feedback the company aims for. Until clients' own words (published
 * with their permission) replace them, every quote is shown with the sample label and names nobody.
 */
export interface Testimonial {
  readonly quote: string;
  /** The kind of person who might say it, never a name: "Head of growth, direct-to-consumer brand". */
  readonly attribution: string;
}

export interface CtaBandContent {
  readonly title: string;
  readonly body: string;
  readonly primary: LinkItem;
  readonly secondary?: LinkItem;
}

export interface SectionIntro {
  readonly heading: string;
  readonly intro: string;
}

/** A section of a legal document; `id` lets other pages link straight to it. */
export interface LegalSection {
  readonly id: string;
  readonly heading: string;
  readonly paragraphs: readonly string[];
  readonly list?: readonly string[];
}

export interface LegalDocument {
  readonly meta: PageMeta;
  readonly title: string;
  readonly lastUpdated: string;
  readonly summary: string;
  readonly sections: readonly LegalSection[];
}
