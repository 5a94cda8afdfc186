import { LegalDocumentView } from "@/features/content/components/legal-document-view";
import { accessibilityStatement } from "@/features/content/accessibility-statement";
import { createMetadata } from "@/platform/page/metadata";
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
