interface JumpLinksProps {
  /** Names the nav landmark, so it is told apart from the site's own navigation. */
  readonly label: string;
  readonly links: readonly { readonly id: string; readonly heading: string }[];
}

/** A row of links to the sections further down a long page, under its hero. */
export function JumpLinks({ label, links }: JumpLinksProps) {
  return (
    <nav className="container jump-links" aria-label={label}>
      <ul>
        {links.map((link) => (
          <li key={link.id}>
            <a href={`#${link.id}`}>{link.heading}</a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
