import type { Metadata } from "next";
import { company } from "@/platform/config/company";
import { site } from "@/platform/config/site";

export interface PageMetadataInput {
  readonly title: string;
  readonly description: string;
  /** The page's own path, e.g. "/pricing"; becomes the canonical URL. */
  readonly path: string;
  readonly noIndex?: boolean;
}

/** A page's full title as the browser shows it, the same as the root layout's title template makes. */
export function fullTitle(title: string): string {
  return `${title} | ${site.name}`;
}

/** One shape for every page's metadata, so titles, canonicals and social cards never drift apart. */
export function createMetadata({ title, description, path, noIndex = false }: PageMetadataInput): Metadata {
  const { url, alt, width, height } = company.shareImage;
  const image = { url, alt, ...(width && height ? { width, height } : {}) };
  return {
    title,
    description,
    alternates: { canonical: path },
    openGraph: {
      type: "website",
      siteName: site.name,
      title: fullTitle(title),
      description,
      url: path,
      locale: "en_US",
      images: [image],
    },
    twitter: { card: "summary_large_image", title: fullTitle(title), description, images: [image] },
    ...(noIndex ? { robots: { index: false, follow: false } } : {}),
  };
}

/** Absolute base for canonical and social URLs (SITE_URL); read at build time for prerendered pages. */
export function siteUrl(): URL {
  return new URL(company.siteUrl);
}
