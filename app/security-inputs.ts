import type { SecurityInputs } from "@/platform/security/headers";
import { headScriptSource } from "@/features/accessibility/head-script";
import { SIGN_IN_PATH } from "@/features/auth/session/callback-url";

/**
 * What this app renders that its security headers must allow: the settings' head script, Google's sign-in
 * popup on the sign-in page and on an invitation's page (accepting with Google).
 */
export const siteSecurityInputs: SecurityInputs = {
  inlineScripts: [headScriptSource],
  popupOpenerPaths: [SIGN_IN_PATH],
  popupOpenerPrefixes: [`${SIGN_IN_PATH}/join/`],
};
