/**
 * `load` runs on the first call; later calls share its promise. Vendor SDKs (sharp, Stripe, the
 * S3 client, pdf-lib…) are imported this way on first use rather than at start: most requests
 * never need them, and each costs start time and memory (docs/performance.md, "Server start
 * and memory").
 */
export function loadOnce<T>(load: () => Promise<T>): () => Promise<T> {
  let loaded: Promise<T> | undefined;
  return () => {
    loaded ??= load();
    return loaded;
  };
}
