import { headScriptSource } from "@/lib/accessibility/head-script";
import { scriptHash } from "./inline-script-hashes";

/**
 * Inline scripts the app itself renders on every page (not Next's own, which carry the nonce on
 * dynamic renders). Hashed rather than nonced so the root layout never has to read the request,
 * which would make every page dynamic.
 */
const sources: readonly string[] = [headScriptSource];

let hashes: readonly string[] | undefined;

export function knownInlineScriptHashes(): readonly string[] {
  hashes ??= sources.map(scriptHash);
  return hashes;
}
