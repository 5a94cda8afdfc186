import type { Testimonial } from "@/lib/content/types";

interface TestimonialListProps {
  readonly testimonials: readonly Testimonial[];
}

/** Quotes with their attribution kept inside the same figure. */
export function TestimonialList({ testimonials }: TestimonialListProps) {
  return (
    <ul className="grid grid--2">
      {testimonials.map((item) => (
        <li key={item.name}>
          <figure className="testimonial">
            <blockquote>
              <p>{item.quote}</p>
            </blockquote>
            <figcaption>
              <strong>{item.name}</strong>
              <span>{item.role}</span>
            </figcaption>
          </figure>
        </li>
      ))}
    </ul>
  );
}
