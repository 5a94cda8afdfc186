/**
 * An ID token shaped like the ones the Authentication emulator issues: valid claims, algorithm "none",
 * no signature. firebase-admin accepts such tokens only while FIREBASE_AUTH_EMULATOR_HOST is set.
 */
export interface UnsignedTokenClaims {
  readonly projectId: string;
  readonly uid: string;
  readonly email?: string;
  /** Seconds since the epoch; now by default. */
  readonly issuedAt?: number;
  /** Lifetime in seconds; an hour by default, negative for a token that has already expired. */
  readonly lifetime?: number;
  readonly extra?: Record<string, unknown>;
}

const base64url = (value: unknown) => Buffer.from(JSON.stringify(value)).toString("base64url");

export function unsignedIdToken({ projectId, uid, email, issuedAt, lifetime = 3600, extra = {} }: UnsignedTokenClaims): string {
  const iat = issuedAt ?? Math.floor(Date.now() / 1000);
  const payload = {
    iss: `https://securetoken.google.com/${projectId}`,
    aud: projectId,
    auth_time: iat,
    user_id: uid,
    sub: uid,
    iat,
    exp: iat + lifetime,
    ...(email ? { email, email_verified: true } : {}),
    firebase: { identities: email ? { email: [email] } : {}, sign_in_provider: "google.com" },
    ...extra,
  };
  return `${base64url({ alg: "none", kid: "fakekid", typ: "JWT" })}.${base64url(payload)}.`;
}
