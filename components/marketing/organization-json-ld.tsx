import { organizationJsonLdString } from "@/lib/content/organization-json-ld";

/** Structured data for search engines; a data block, never executed, so it needs no script permission. */
export function OrganizationJsonLd() {
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: organizationJsonLdString() }} />;
}
