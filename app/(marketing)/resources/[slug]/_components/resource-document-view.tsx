import Link from "next/link";
import { Fragment, type ReactNode } from "react";
import type { ResourceBlock, ResourceDocument } from "@/features/content/resource-documents";
import { OnThisPage } from "@/features/content/components/on-this-page";

interface ResourceDocumentViewProps {
  readonly document: ResourceDocument;
  readonly printHint: string;
  readonly back: { readonly label: string; readonly href: string };
}

function renderBlock(block: ResourceBlock): ReactNode {
  switch (block.kind) {
    case "paragraphs":
      return block.paragraphs.map((paragraph) => <p key={paragraph}>{paragraph}</p>);
    case "list": {
      const items = block.items.map((item) => <li key={item}>{item}</li>);
      return block.ordered ? <ol>{items}</ol> : <ul>{items}</ul>;
    }
    case "prompts":
      return (
        <div className="write-prompts">
          {block.prompts.map((prompt) => (
            <section key={prompt.label} className="write-prompt">
              <h3>{prompt.label}</h3>
              <p>{prompt.hint}</p>
              <p className="write-prompt__example">
                <span className="write-prompt__example-label">Example: </span>
                {prompt.example}
              </p>
              <div className="write-prompt__space" aria-hidden="true" />
            </section>
          ))}
        </div>
      );
    case "checklist":
      return (
        <div className="print-checklist">
          {block.groups.map((group) => (
            <section key={group.heading} className="print-checklist__group">
              <h3>{group.heading}</h3>
              <ul className="print-checklist__items">
                {group.items.map((item) => (
                  <li key={item}>{item}</li>
                ))}
              </ul>
            </section>
          ))}
        </div>
      );
  }
}

/** A printable resource: title, how to print it, a contents list and its sections. */
export function ResourceDocumentView({ document, printHint, back }: ResourceDocumentViewProps) {
  return (
    <article className="section resource-document">
      <div className="container">
        <header className="resource-document__header">
          <p className="eyebrow">{document.eyebrow}</p>
          <h1>{document.title}</h1>
          <p className="lead">{document.lead}</p>
          <p className="resource-document__print-hint">{printHint}</p>
          <p className="resource-document__back">
            <Link href={back.href}>{back.label}</Link>
          </p>
        </header>
        {document.sections.length > 2 ? <OnThisPage sections={document.sections} /> : null}
        <div className="prose">
          {document.sections.map((section) => (
            <section key={section.id} id={section.id}>
              <h2>{section.heading}</h2>
              {section.blocks.map((block, index) => (
                <Fragment key={index}>{renderBlock(block)}</Fragment>
              ))}
            </section>
          ))}
        </div>
      </div>
    </article>
  );
}
