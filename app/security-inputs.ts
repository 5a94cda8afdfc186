import type { SecurityInputs } from "@/lib/security/headers";
import { headScriptSource } from "@/lib/accessibility/head-script";
import { SIGN_IN_PATH } from "@/lib/auth/sign-in/callback-url";

/** What this app renders that its security headers must allow: the settings' head script, Google's sign-in popup. */
export const siteSecurityInputs: SecurityInputs = {
  inlineScripts: [headScriptSource],
  popupOpenerPaths: [SIGN_IN_PATH],
};
