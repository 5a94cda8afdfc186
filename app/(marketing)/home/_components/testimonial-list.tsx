import type { Testimonial } from "@/platform/page/content-shapes";
import { sampleLabels } from "@/features/content/samples";

interface TestimonialListProps {
  readonly testimonials: readonly Testimonial[];
}

/** Quotes with their attribution, and the sample label, kept inside the same figure. */
export function TestimonialList({ testimonials }: TestimonialListProps) {
  return (
    <ul className="grid grid--2">
      {testimonials.map((item) => (
        <li key={item.quote}>
          <figure className="testimonial">
            <span className="badge badge--sample">{sampleLabels.quote}</span>
            <blockquote>
              <p>{item.quote}</p>
            </blockquote>
            <figcaption>{item.attribution}</figcaption>
          </figure>
        </li>
      ))}
    </ul>
  );
}
