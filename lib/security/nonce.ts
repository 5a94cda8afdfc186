/** 128 random bits, base64: unguessable per response, and valid in a CSP source expression. */
export function createNonce(): string {
  const bytes = new Uint8Array(16);
  crypto.getRandomValues(bytes);
  return btoa(String.fromCharCode(...bytes));
}
