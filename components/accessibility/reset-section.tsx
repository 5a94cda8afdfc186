"use client";

import Link from "next/link";
import { describeReset } from "@/lib/accessibility/announcements";
import { panelCopy } from "@/lib/content/accessibility-panel";
import { fullReset, smartReset } from "@/lib/accessibility/resets";
import { getSettings, getSystemDefaults, replaceSettings } from "@/lib/accessibility/settings-store";
import { accessibilityStatementPath } from "@/lib/accessibility/conformance";
import { settingsPanel } from "@/lib/accessibility/shell-dialogs";
import { PanelSection } from "./panel-section";
import { ResetButton } from "./reset-button";
import type { PanelSectionControls } from "./panel-controller";

export function ResetSection({ announce }: Pick<PanelSectionControls, "announce">) {
  return (
    <PanelSection copy={panelCopy.sections.resets}>
      <div className="a11y-resets">
        <ResetButton
          id="a11y-smart-reset"
          label={panelCopy.smartReset}
          hint={panelCopy.smartResetHint}
          onClick={() => {
            replaceSettings(smartReset(getSettings(), getSystemDefaults()));
            announce(describeReset(panelCopy.smartReset));
          }}
        />
        <ResetButton
          id="a11y-full-reset"
          label={panelCopy.fullReset}
          hint={panelCopy.fullResetHint}
          onClick={() => {
            replaceSettings(fullReset(getSystemDefaults()));
            announce(describeReset(panelCopy.fullReset));
          }}
        />
      </div>
      <p className="a11y-statement-link">
        <Link href={accessibilityStatementPath} onClick={() => settingsPanel.setOpen(false)}>
          {panelCopy.statementLink}
        </Link>
      </p>
    </PanelSection>
  );
}
