import type { SectionIntro } from "@/platform/page/content-shapes";

interface SectionHeadingProps {
  readonly intro: SectionIntro;
  /** An id for the h2, for a part of the section named by its heading. */
  readonly headingId?: string;
}

/** A section's h2 and its one-paragraph introduction. */
export function SectionHeading({ intro, headingId }: SectionHeadingProps) {
  return (
    <div className="section__header">
      <h2 id={headingId}>{intro.heading}</h2>
      <p>{intro.intro}</p>
    </div>
  );
}
