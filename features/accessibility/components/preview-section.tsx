"use client";

import { numericFieldCopy, panelCopy } from "@/features/accessibility/panel-copy";
import { PreviewReadButton } from "@/features/accessibility/components/speech/preview-read-button";
import { PanelSection } from "./panel-section";
import type { PanelSectionControls } from "./panel-controller";

/** The sample inherits the page's settings, so it shows exactly how text now reads. */
export function PreviewSection({ settings, brand }: Pick<PanelSectionControls, "settings"> & { readonly brand: string }) {
  const sample = panelCopy.previewSample(brand);
  return (
    <PanelSection copy={panelCopy.sections.preview}>
      <p className="a11y-preview">{sample}</p>
      <p className="a11y-preview__summary">
        {settings.fontFamily}, {numericFieldCopy.fontSize.format(settings.fontSize)}, line height{" "}
        {numericFieldCopy.lineHeight.format(settings.lineHeight)}
      </p>
      <PreviewReadButton text={sample} />
    </PanelSection>
  );
}
