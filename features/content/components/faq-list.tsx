import type { FaqItem } from "@/platform/page/content-shapes";

interface FaqListProps {
  readonly items: readonly FaqItem[];
}

/** Questions as native disclosure widgets: keyboard-operable and announced without any script. */
export function FaqList({ items }: FaqListProps) {
  return (
    <div className="faq">
      {items.map((item) => (
        <details key={item.question}>
          <summary>{item.question}</summary>
          <p>{item.answer}</p>
        </details>
      ))}
    </div>
  );
}
