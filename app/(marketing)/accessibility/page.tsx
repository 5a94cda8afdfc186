import { LegalDocumentView } from "@/components/marketing/legal-document-view";
import { accessibilityStatement } from "@/lib/content/accessibility-statement";
import { createMetadata } from "@/lib/metadata";
import { OpenSettingsCallout } from "./_components/open-settings-callout";

export const metadata = createMetadata(accessibilityStatement.meta);

export default function AccessibilityStatementPage() {
  return (
    <>
      <LegalDocumentView document={accessibilityStatement} />
      <OpenSettingsCallout />
    </>
  );
}
