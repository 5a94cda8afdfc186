import type { LegalDocument } from "@/platform/page/content-shapes";
import { LegalText } from "./legal-text";
import { OnThisPage } from "./on-this-page";

interface LegalDocumentViewProps {
  readonly document: LegalDocument;
}

/** A policy page: title, summary, contents list and numbered sections, set for long reading. */
export function LegalDocumentView({ document }: LegalDocumentViewProps) {
  return (
    <article className="section legal">
      <div className="container legal__layout">
        <header className="legal__header">
          <h1>{document.title}</h1>
          <p className="card__meta">Last updated: {document.lastUpdated}</p>
          <p className="lead">
            <LegalText text={document.summary} />
          </p>
        </header>
        <OnThisPage sections={document.sections} />
        <div className="prose legal__body">
          {document.sections.map((section) => (
            <section key={section.id} id={section.id}>
              <h2>{section.heading}</h2>
              {section.paragraphs.map((paragraph) => (
                <p key={paragraph}>
                  <LegalText text={paragraph} />
                </p>
              ))}
              {section.list ? (
                <ul>
                  {section.list.map((item) => (
                    <li key={item}>
                      <LegalText text={item} />
                    </li>
                  ))}
                </ul>
              ) : null}
            </section>
          ))}
        </div>
      </div>
    </article>
  );
}
