import Link from "next/link";
import { leadDeskCopy } from "@/features/admin/admin-copy";

export type DeskView = "all" | "mine" | "unassigned" | "follow-ups";

const links: readonly { readonly view: DeskView; readonly href: string; readonly label: string }[] = [
  { view: "all", href: "/admin", label: leadDeskCopy.views.all },
  { view: "mine", href: "/admin?owner=mine", label: leadDeskCopy.views.mine },
  { view: "unassigned", href: "/admin?owner=unassigned", label: leadDeskCopy.views.unassigned },
  { view: "follow-ups", href: "/admin/follow-ups", label: leadDeskCopy.views.followUps },
];

export interface DeskViewsProps {
  readonly current: DeskView;
}

/** The lead desk's views as links: each is a URL, so it can be bookmarked and the back button steps through them. */
export function DeskViews({ current }: DeskViewsProps) {
  return (
    <nav aria-label={leadDeskCopy.viewsLabel} className="desk-views">
      <ul className="desk-views__list">
        {links.map(({ view, href, label }) => (
          <li key={view}>
            <Link href={href} className="desk-views__link" aria-current={view === current ? "page" : undefined}>
              {label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
