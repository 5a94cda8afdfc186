/**
 * Wraps an async factory so it runs once per process and every caller shares its result. A failure is
 * not kept: the next call tries again, so a store that was briefly unreachable does not stay broken.
 */
export function lazyOnce<T>(create: () => Promise<T>): () => Promise<T> {
  let pending: Promise<T> | undefined;
  return () => {
    pending ??= create().catch((error: unknown) => {
      pending = undefined;
      throw error;
    });
    return pending;
  };
}
