interface OnThisPageProps {
  readonly sections: readonly { readonly id: string; readonly heading: string }[];
}

/** A long document's contents: one link per section, to its id. */
export function OnThisPage({ sections }: OnThisPageProps) {
  return (
    <nav className="legal__toc" aria-label="On this page">
      <h2 className="legal__toc-heading">On this page</h2>
      <ol>
        {sections.map((section) => (
          <li key={section.id}>
            <a href={`#${section.id}`}>{section.heading}</a>
          </li>
        ))}
      </ol>
    </nav>
  );
}
