"use client";

import Link from "next/link";
import { describeReset } from "@/lib/accessibility/announcements";
import { panelCopy } from "@/lib/accessibility/panel-copy";
import { fullReset, smartReset } from "@/lib/accessibility/resets";
import { getSettings, getSystemDefaults, replaceSettings } from "@/lib/accessibility/settings-store";
import { accessibilityStatementPath } from "@/lib/accessibility/conformance";
import { setPanelOpen } from "@/lib/accessibility/panel-state";
import { PanelSection } from "./panel-section";
import type { PanelSectionControls } from "./panel-controller";

export function ResetSection({ announce }: Pick<PanelSectionControls, "announce">) {
  return (
    <PanelSection title={panelCopy.sections.resets}>
      <div className="a11y-resets">
        <div>
          <button
            type="button"
            className="a11y-button"
            aria-describedby="a11y-smart-reset-hint"
            onClick={() => {
              replaceSettings(smartReset(getSettings(), getSystemDefaults()));
              announce(describeReset(panelCopy.smartReset));
            }}
          >
            {panelCopy.smartReset}
          </button>
          <p id="a11y-smart-reset-hint" className="a11y-hint">
            {panelCopy.smartResetHint}
          </p>
        </div>
        <div>
          <button
            type="button"
            className="a11y-button"
            aria-describedby="a11y-full-reset-hint"
            onClick={() => {
              replaceSettings(fullReset(getSystemDefaults()));
              announce(describeReset(panelCopy.fullReset));
            }}
          >
            {panelCopy.fullReset}
          </button>
          <p id="a11y-full-reset-hint" className="a11y-hint">
            {panelCopy.fullResetHint}
          </p>
        </div>
      </div>
      <p className="a11y-statement-link">
        <Link href={accessibilityStatementPath} onClick={() => setPanelOpen(false)}>
          {panelCopy.statementLink}
        </Link>
      </p>
    </PanelSection>
  );
}
