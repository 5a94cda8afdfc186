import type { Metadata } from "next";
import { site } from "@/lib/site";

export interface PageMetadataInput {
  readonly title: string;
  readonly description: string;
  /** The page's own path, e.g. "/pricing"; becomes the canonical URL. */
  readonly path: string;
  readonly noIndex?: boolean;
}

/** One shape for every page's metadata, so titles, canonicals and social cards never drift apart. */
export function createMetadata({ title, description, path, noIndex = false }: PageMetadataInput): Metadata {
  return {
    title,
    description,
    alternates: { canonical: path },
    openGraph: {
      type: "website",
      siteName: site.name,
      title: `${title} | ${site.name}`,
      description,
      url: path,
      locale: "en_US",
    },
    twitter: { card: "summary", title: `${title} | ${site.name}`, description },
    ...(noIndex ? { robots: { index: false, follow: false } } : {}),
  };
}

/** Absolute base for canonical and social URLs; read at build time for prerendered pages. */
export function siteUrl(): URL {
  const raw = process.env.SITE_URL?.trim();
  try {
    return new URL(raw || "http://localhost:3000");
  } catch {
    return new URL("http://localhost:3000");
  }
}
