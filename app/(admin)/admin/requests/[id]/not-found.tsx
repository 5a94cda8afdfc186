import Link from "next/link";
import { requestPageCopy as copy } from "@/features/admin/admin-copy";

/**
 * A request address that matches nothing (deleted, or a mistyped link). Rendered inside the admin
 * layout, so it keeps the site's stylesheet, which the route groups' layouts import (app/layout.tsx).
 * The page itself checked the session before looking the request up.
 */
export default function RequestNotFound() {
  return (
    <div className="container admin-page">
      <p>
        <Link href="/admin">{copy.backLink}</Link>
      </p>
      <h1>{copy.notFound.heading}</h1>
      <p>{copy.notFound.lead}</p>
    </div>
  );
}
