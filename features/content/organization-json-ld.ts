import { company } from "@/platform/config/company";
import { siteUrl } from "@/platform/page/metadata";
import { site } from "@/platform/config/site";

/** schema.org Organization for the home page, built from the company's configuration. */
export function organizationJsonLd(base: URL = siteUrl()) {
  return {
    "@context": "https://schema.org",
    "@type": "Organization",
    name: site.name,
    legalName: company.legal.entityName,
    description: site.description,
    url: new URL("/home", base).toString(),
    logo: new URL("/icon.svg", base).toString(),
    email: site.email,
    address: company.legal.address,
    sameAs: site.socials.map((social) => social.href),
    contactPoint: {
      "@type": "ContactPoint",
      contactType: "sales",
      email: site.email,
      availableLanguage: ["English"],
    },
  };
}

/**
 * The JSON as a string that is safe inside a <script> element: "<" is escaped so no value
 * can close the element early. Computed at build time; the page stays static.
 */
export function organizationJsonLdString(base?: URL): string {
  return JSON.stringify(organizationJsonLd(base)).replace(/</g, "\\u003c");
}
