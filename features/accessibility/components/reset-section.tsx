"use client";

import { describeReset } from "@/features/accessibility/announcements";
import { panelCopy } from "@/features/accessibility/panel-copy";
import { fullReset, smartReset } from "@/features/accessibility/resets";
import { getSettings, getSystemDefaults, replaceSettings } from "@/features/accessibility/settings-store";
import { accessibilityStatementPath } from "@/features/accessibility/conformance";
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
        {/* A plain link, not next/link: the panel loads on demand, and the shell no longer holds next/link's
            client code (each route group brings its own header), so next/link would add 3.4 KB gzip to this chunk. */}
        <a href={accessibilityStatementPath}>{panelCopy.statementLink}</a>
      </p>
    </PanelSection>
  );
}
