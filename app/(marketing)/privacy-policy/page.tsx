import { LegalDocumentView } from "@/features/content/components/legal-document-view";
import { privacyPolicy } from "@/features/content/privacy-policy";
import { createMetadata } from "@/platform/page/metadata";

export const metadata = createMetadata(privacyPolicy.meta);

export default function PrivacyPolicyPage() {
  return <LegalDocumentView document={privacyPolicy} />;
}
