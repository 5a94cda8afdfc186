import { callPanelCopy } from "@/features/admin/admin-copy";

/** What a call action came to, as the address it redirects to names it. */
export type CallNotice = keyof typeof callPanelCopy.notices;

/** The notice an address names, when it is one the desk knows; anything typed into the address shows nothing. */
export function callNoticeOf(value: unknown): CallNotice | null {
  return typeof value === "string" && Object.hasOwn(callPanelCopy.notices, value) ? (value as CallNotice) : null;
}

/** Whether the notice says the action was done, or why not. */
export function callNoticeSucceeded(notice: CallNotice): boolean {
  return notice === "moved" || notice === "kept" || notice === "canceled";
}
