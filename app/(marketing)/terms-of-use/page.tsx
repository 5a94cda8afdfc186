import { LegalDocumentView } from "@/features/content/components/legal-document-view";
import { termsOfUse } from "@/features/content/terms-of-use";
import { createMetadata } from "@/platform/page/metadata";

export const metadata = createMetadata(termsOfUse.meta);

export default function TermsOfUsePage() {
  return <LegalDocumentView document={termsOfUse} />;
}
