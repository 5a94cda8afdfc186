import { mainContentId, settingsTargetId } from "@/features/accessibility/shell-dialogs";
import { skipLinks } from "@/features/accessibility/shell-copy";

/**
 * The first two Tab stops of every page: straight to the content, or straight to the accessibility
 * settings (the panel's own script opens it from this link). Both show together while either has focus.
 */
export function SkipLinks() {
  return (
    <div className="skip-links">
      <a className="skip-link" href={`#${mainContentId}`}>
        {skipLinks.mainContent}
      </a>
      <a className="skip-link" href={`#${settingsTargetId}`}>
        {skipLinks.accessibilitySettings}
      </a>
    </div>
  );
}
