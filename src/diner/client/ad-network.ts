/** Asks the ad network (when the page loads one) to fill its slot; the page has no inline code. */
export function setupAdNetwork() {
  const slots = document.querySelectorAll('ins.adsbygoogle');
  if (slots.length === 0) return;
  const host = window as unknown as { adsbygoogle?: object[] };
  host.adsbygoogle = host.adsbygoogle ?? [];
  for (const _slot of slots) host.adsbygoogle.push({});
}
