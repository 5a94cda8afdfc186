import { LegalDocumentView } from "@/components/marketing/legal-document-view";
import { privacyPolicy } from "@/lib/content/privacy-policy";
import { createMetadata } from "@/lib/metadata";

export const metadata = createMetadata(privacyPolicy.meta);

export default function PrivacyPolicyPage() {
  return <LegalDocumentView document={privacyPolicy} />;
}
