import { headScriptSource } from "@/features/accessibility/head-script";

interface AccessibilityHeadScriptProps {
  /** The per-request CSP nonce, when the policy uses nonces rather than the script's hash. */
  readonly nonce?: string;
}

/**
 * Blocking, in <head>: applies saved settings before first paint so nothing flashes. The stylesheet it links for
 * them is named by the critical part's <style> before it (stylesheet-source.ts), which knows the page's area.
 */
export function AccessibilityHeadScript({ nonce }: AccessibilityHeadScriptProps) {
  return <script id="accessibility-settings-script" nonce={nonce} dangerouslySetInnerHTML={{ __html: headScriptSource }} />;
}
