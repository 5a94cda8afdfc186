import type { SecurityInputs } from "@/platform/security/headers";
import { headScriptSource } from "@/features/accessibility/head-script";
import { SIGN_IN_PATH } from "@/features/auth/session/callback-url";
import { revealScriptSource } from "./styles/reveal-pieces";

/**
 * What this app renders that its security headers must allow: the settings' head script, the script that reveals
 * a page's pending parts (app/styles/reveal-pieces.ts), Google's sign-in
 * popup on the sign-in page and on an invitation's page (accepting with Google).
 */
export const siteSecurityInputs: SecurityInputs = {
  inlineScripts: [headScriptSource, revealScriptSource],
  popupOpenerPaths: [SIGN_IN_PATH],
  popupOpenerPrefixes: [`${SIGN_IN_PATH}/join/`],
};
