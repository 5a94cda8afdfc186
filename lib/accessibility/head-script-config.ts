import type { BeforePaintConfig } from "./before-paint";
import { lookRules } from "./document-state";
import { settingRules, storageKey } from "./settings";
import { systemDefaultRules } from "./system-defaults";

/** Set on <html> while a stored self-hosted font loads; the stylesheet hides the page meanwhile. */
export const fontLoadingAttribute = "data-font-loading";

/** What the head script is given: the same settings model and look rules the store uses. */
export const headScriptConfig: BeforePaintConfig = {
  storageKey,
  settingRules,
  systemDefaultRules,
  lookRules,
  fontLoadingAttribute,
  // Text swapping fonts after first paint measured a layout shift of 0.16 on /home; never hide the page longer than this.
  fontLoadingTimeoutMs: 1500,
};
