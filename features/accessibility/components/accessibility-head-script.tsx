import { headScriptSource } from "@/features/accessibility/head-script";

interface AccessibilityHeadScriptProps {
  /** The per-request CSP nonce, when the policy uses nonces rather than the script's hash. */
  readonly nonce?: string;
}

/** Blocking, in <head>: applies saved settings before first paint so nothing flashes. */
export function AccessibilityHeadScript({ nonce }: AccessibilityHeadScriptProps) {
  return <script id="accessibility-settings-script" nonce={nonce} dangerouslySetInnerHTML={{ __html: headScriptSource }} />;
}
