/*
 * The blocking script at the top of <head> that applies the stored settings before first paint. It is
 * generated from the code the settings store runs (before-paint.ts), so the two cannot drift apart.
 */
export { headScriptSource } from "./head-script.generated";
export { fontLoadingAttribute } from "./head-script-config";
