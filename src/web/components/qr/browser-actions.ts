/**
 * Browser capabilities behind the QR buttons, each with a fallback: the async clipboard needs
 * a secure context and a focused document, the Web Share API exists mostly on phones.
 */

/** Resolves true when the text reached the clipboard. */
export async function copyText(text: string): Promise<boolean> {
  try {
    if (navigator.clipboard && window.isSecureContext) {
      await navigator.clipboard.writeText(text);
      return true;
    }
  } catch {
    // Denied or unfocused: try the legacy path below.
  }
  return copyWithSelection(text);
}

function copyWithSelection(text: string): boolean {
  const field = document.createElement('textarea');
  field.value = text;
  field.setAttribute('readonly', '');
  field.style.position = 'fixed';
  field.style.opacity = '0';
  const previousFocus = document.activeElement;
  document.body.append(field);
  field.select();
  let isCopied = false;
  try {
    // Deprecated but still the only synchronous fallback where the async clipboard is missing.
    isCopied = document.execCommand('copy');
  } catch {
    isCopied = false;
  }
  field.remove();
  if (previousFocus instanceof HTMLElement) previousFocus.focus();
  return isCopied;
}

export type ShareOutcome = 'shared' | 'cancelled' | 'unsupported';

export async function shareLink(data: { title: string; url: string }): Promise<ShareOutcome> {
  if (typeof navigator.share !== 'function') return 'unsupported';
  if (typeof navigator.canShare === 'function' && !navigator.canShare(data)) return 'unsupported';
  try {
    await navigator.share(data);
    return 'shared';
  } catch (error) {
    // AbortError: the owner closed the share sheet; anything else: fall back to copying.
    return error instanceof DOMException && error.name === 'AbortError'
      ? 'cancelled'
      : 'unsupported';
  }
}

/** Fetches an owner-only file (session cookie) and saves it under `fileName`. */
export async function downloadFile(url: string, fileName: string): Promise<void> {
  const response = await fetch(url, { credentials: 'same-origin' });
  if (!response.ok) throw new Error(`HTTP ${response.status}`);
  const objectUrl = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = objectUrl;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked later: some browsers read the blob after click() returns.
  setTimeout(() => URL.revokeObjectURL(objectUrl), 10_000);
}
