import { LegalDocumentView } from "@/components/marketing/legal-document-view";
import { termsOfUse } from "@/lib/content/terms-of-use";
import { createMetadata } from "@/lib/metadata";

export const metadata = createMetadata(termsOfUse.meta);

export default function TermsOfUsePage() {
  return <LegalDocumentView document={termsOfUse} />;
}
