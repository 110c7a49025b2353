/** Marks the chip of the category being read, and keeps it visible in the scrolling row. */
export function setupChipHighlight() {
  const links = [...document.querySelectorAll<HTMLAnchorElement>('.chips a[href^="#c-"]')];
  if (links.length === 0 || typeof IntersectionObserver !== 'function') return;
  const byId = new Map(links.map((link) => [link.hash.slice(1), link]));
  let current: HTMLAnchorElement | undefined;
  const observer = new IntersectionObserver(
    (entries) => {
      const visible = entries.find((entry) => entry.isIntersecting);
      const link = visible && byId.get(visible.target.id);
      if (!link || link === current) return;
      current?.removeAttribute('aria-current');
      link.setAttribute('aria-current', 'true');
      current = link;
      const row = link.closest('ul');
      if (row) keepInView(row, link);
    },
    { rootMargin: '-80px 0px -60% 0px' },
  );
  for (const id of byId.keys()) {
    const section = document.getElementById(id);
    if (section) observer.observe(section);
  }
}

/** Scrolls the chip row just enough to show the chip (no vertical page scroll). */
function keepInView(row: HTMLElement, link: HTMLElement) {
  const chip = link.getBoundingClientRect();
  const visible = row.getBoundingClientRect();
  const margin = 16;
  if (chip.left < visible.left) {
    row.scrollBy({ left: chip.left - visible.left - margin, behavior: 'smooth' });
  } else if (chip.right > visible.right) {
    row.scrollBy({ left: chip.right - visible.right + margin, behavior: 'smooth' });
  }
}
