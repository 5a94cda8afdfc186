import { LegalDocumentView } from "@/components/marketing/legal-document-view";
import { OpenSettingsCallout } from "@/components/accessibility/open-settings-callout";
import { accessibilityStatement } from "@/lib/content/accessibility-statement";
import { createMetadata } from "@/lib/metadata";

export const metadata = createMetadata(accessibilityStatement.meta);

export default function AccessibilityStatementPage() {
  return (
    <>
      <LegalDocumentView document={accessibilityStatement} />
      <OpenSettingsCallout />
    </>
  );
}
