// gRPC status ALREADY_EXISTS: a create-only write found its document already there.
const ALREADY_EXISTS = 6;

/** True for the error a Firestore create() (or a batch holding one) fails with when the document exists. */
export function isAlreadyExists(error: unknown): boolean {
  return (error as { code?: unknown } | null)?.code === ALREADY_EXISTS;
}
