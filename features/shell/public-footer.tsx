import { FiguresBeacon } from "@/features/analytics/components/figures-beacon";
import { SiteFooter } from "./site-footer";

/** What closes every public page: the footer, and the visit count (public pages only: the admin area is never counted). */
export function PublicFooter() {
  return (
    <>
      <SiteFooter />
      <FiguresBeacon />
    </>
  );
}
