import Link from "next/link";
import type { Ref } from "react";
import { formCopy } from "@/lib/delegation/form-copy";

interface ConfirmationProps {
  readonly reference: string;
  readonly headingRef?: Ref<HTMLHeadingElement>;
}

export function Confirmation({ reference, headingRef }: ConfirmationProps) {
  const copy = formCopy.confirmation;
  return (
    <section className="confirmation" aria-labelledby="confirmation-heading">
      <h2 className="confirmation__heading" id="confirmation-heading" ref={headingRef} tabIndex={-1}>
        {copy.heading}
      </h2>
      <p className="confirmation__reference">
        {copy.referenceLabel}: <strong data-testid="delegation-reference">{reference}</strong>
      </p>
      <p>{copy.body}</p>
      <h3>{copy.nextHeading}</h3>
      <ol className="confirmation__steps">
        {copy.next.map((step) => (
          <li key={step}>{step}</li>
        ))}
      </ol>
      <p>
        <Link href="/delegation-tasks-guide">{copy.backLabel}</Link>
      </p>
    </section>
  );
}
