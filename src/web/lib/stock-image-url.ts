let hashed: Record<string, string> | undefined;

/**
 * The address to show for a stored image: the built-in stock images are served under names
 * that carry a hash of their content (cached for a year); the server lists them in the shell.
 */
export function stockImageUrl(stored: string): string {
  if (!hashed) {
    try {
      const content = document
        .querySelector('meta[name="ardoise-stock-images"]')
        ?.getAttribute('content');
      hashed = content ? (JSON.parse(content) as Record<string, string>) : {};
    } catch {
      hashed = {};
    }
  }
  return hashed[stored] ?? stored;
}
