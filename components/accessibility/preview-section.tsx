"use client";

import { numericFieldCopy, panelCopy } from "@/lib/content/accessibility-panel";
import { PreviewReadButton } from "@/components/speech/preview-read-button";
import { PanelSection } from "./panel-section";
import type { PanelSectionControls } from "./panel-controller";

/** The sample inherits the page's settings, so it shows exactly how text now reads. */
export function PreviewSection({ settings }: Pick<PanelSectionControls, "settings">) {
  return (
    <PanelSection title={panelCopy.sections.preview}>
      <p className="a11y-preview">{panelCopy.previewSample}</p>
      <p className="a11y-preview__summary">
        {settings.fontFamily}, {numericFieldCopy.fontSize.format(settings.fontSize)}, line height{" "}
        {numericFieldCopy.lineHeight.format(settings.lineHeight)}
      </p>
      <PreviewReadButton text={panelCopy.previewSample} />
    </PanelSection>
  );
}
