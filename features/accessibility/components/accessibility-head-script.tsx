import { headScriptSource } from "@/features/accessibility/head-script";

interface AccessibilityHeadScriptProps {
  /** The per-request CSP nonce, when the policy uses nonces rather than the script's hash. */
  readonly nonce?: string;
  /** The site's whole stylesheet, which the script links before first paint for a visitor with saved settings. */
  readonly stylesheetHref?: string;
}

/** Blocking, in <head>: applies saved settings before first paint so nothing flashes. */
export function AccessibilityHeadScript({ nonce, stylesheetHref }: AccessibilityHeadScriptProps) {
  return <script id="accessibility-settings-script" nonce={nonce} data-stylesheet={stylesheetHref} dangerouslySetInnerHTML={{ __html: headScriptSource }} />;
}
