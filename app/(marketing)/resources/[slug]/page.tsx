import type { Metadata } from "next";
import { redirect } from "next/navigation";
import { UNKNOWN_PATH_TARGET } from "@/platform/server/unknown-path";
import { backToResources, printHint, resourceDocuments } from "@/features/content/resource-documents";
import { createMetadata } from "@/platform/page/metadata";
import { ResourceDocumentView } from "./_components/resource-document-view";

interface ResourcePageProps {
  readonly params: Promise<{ readonly slug: string }>;
}

const slugOf = (path: string) => path.slice("/resources/".length);

function findDocument(slug: string) {
  return resourceDocuments.find((document) => slugOf(document.meta.path) === slug);
}

/** Every resource is prerendered; any other slug goes to the landing page, like every unknown path. */
export function generateStaticParams(): { slug: string }[] {
  return resourceDocuments.map((document) => ({ slug: slugOf(document.meta.path) }));
}

export async function generateMetadata({ params }: ResourcePageProps): Promise<Metadata> {
  const document = findDocument((await params).slug);
  return document ? createMetadata(document.meta) : {};
}

export default async function ResourcePage({ params }: ResourcePageProps) {
  const document = findDocument((await params).slug);
  if (!document) redirect(UNKNOWN_PATH_TARGET);
  return <ResourceDocumentView document={document} printHint={printHint} back={backToResources} />;
}
