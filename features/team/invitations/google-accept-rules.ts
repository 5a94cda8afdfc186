/*
 * Whether a Google account may accept an invitation: pure (the verified identity is passed in), so the accept
 * page's Google path and its tests apply one rule. Only a verified Google address equal to the invited one,
 * letter case aside, may take the link; anything else leaves the link as it was.
 */

/** What the server read from a verified ID token's account (features/auth/session/id-token.ts). */
export interface GoogleIdentity {
  readonly email: string | null;
  readonly emailVerified: boolean;
}

/** Why a Google account may not accept: said to the invitee in plain words, the link still usable. */
export type GoogleAcceptProblem = "no-address" | "unverified" | "other-address";

export function googleAcceptProblem(identity: GoogleIdentity, invitedAddress: string): GoogleAcceptProblem | null {
  const email = identity.email?.trim().toLowerCase() ?? "";
  if (email === "") return "no-address";
  // An unverified address proves nothing about who holds it, even when it is the invited one.
  if (!identity.emailVerified) return "unverified";
  return email === invitedAddress.trim().toLowerCase() ? null : "other-address";
}
