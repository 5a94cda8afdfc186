import type { ReactNode } from "react";

interface FinePrintProps {
  readonly children: ReactNode;
}

/** The small-type note at a page's foot, e.g. that its examples are illustrative. */
export function FinePrint({ children }: FinePrintProps) {
  return (
    <div className="container">
      <p className="fine-print">{children}</p>
    </div>
  );
}
