import type { Step } from "@/platform/page/content-shapes";

interface StepListProps {
  readonly steps: readonly Step[];
}

/** Numbered steps; the numbers come from the ordered list, so they are announced too. */
export function StepList({ steps }: StepListProps) {
  return (
    <ol className="steps">
      {steps.map((step) => (
        <li key={step.title}>
          <h3>{step.title}</h3>
          <p>{step.body}</p>
        </li>
      ))}
    </ol>
  );
}
