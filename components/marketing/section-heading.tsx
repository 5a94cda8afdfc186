import type { SectionIntro } from "@/lib/content/types";

interface SectionHeadingProps {
  readonly intro: SectionIntro;
}

/** A section's h2 and its one-paragraph introduction. */
export function SectionHeading({ intro }: SectionHeadingProps) {
  return (
    <div className="section__header">
      <h2>{intro.heading}</h2>
      <p>{intro.intro}</p>
    </div>
  );
}
