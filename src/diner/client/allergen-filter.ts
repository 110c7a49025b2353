/**
 * The allergen and diet filters without a round trip: dishes are all in the page (filtered
 * ones carry `hidden`), so checking a box hides or shows them at once. The address is updated
 * so that reloading or sharing keeps the filters, exactly as the no-JavaScript form submission
 * would.
 */
export function setupAllergenFilter() {
  const form = document.querySelector<HTMLFormElement>('form[data-filter]');
  if (!form) return;
  const status = document.querySelector<HTMLElement>('.hidden-count');
  const clear = form.querySelector<HTMLElement>('[data-clear]');
  form.querySelector<HTMLElement>('[data-apply]')?.setAttribute('hidden', '');
  const checked = (name: string) =>
    [...form.querySelectorAll<HTMLInputElement>(`input[name="${name}"]:checked`)].map(
      (input) => input.value,
    );

  const apply = () => {
    const chosen = new Set(checked('sans'));
    const diets = checked('regime');
    // Both boxes read as the stricter diet, as on the server (public-query.ts).
    const diet = diets.includes('vegan') ? 'vegan' : (diets[0] ?? '');
    const fitsDiet = (tags: string[]) =>
      !diet || tags.includes(diet) || (diet === 'vegetarien' && tags.includes('vegan'));
    let hiddenTotal = 0;
    for (const section of document.querySelectorAll<HTMLElement>('main section')) {
      const dishes = [...section.querySelectorAll<HTMLElement>('.dish')];
      let hiddenHere = 0;
      for (const dish of dishes) {
        const isHidden =
          (dish.dataset.allergens ?? '').split(' ').some((slug) => chosen.has(slug)) ||
          !fitsDiet((dish.dataset.tags ?? '').split(' '));
        dish.hidden = isHidden;
        if (isHidden) hiddenHere += 1;
      }
      const note = section.querySelector<HTMLElement>('.all-hidden');
      if (note) note.hidden = hiddenHere === 0 || hiddenHere < dishes.length;
      hiddenTotal += hiddenHere;
    }
    if (status) {
      status.hidden = hiddenTotal === 0;
      const template = hiddenTotal === 1 ? status.dataset.one : status.dataset.many;
      status.textContent =
        hiddenTotal === 0 ? '' : (template ?? '').replace('{n}', String(hiddenTotal));
    }
    if (clear) clear.hidden = chosen.size === 0 && !diet;
    updateAddresses([...chosen], diet);
  };

  form.addEventListener('change', apply);
  form.addEventListener('submit', (event) => {
    event.preventDefault();
    apply();
  });
}

/** The page address and the language links keep the filters, like a submitted form. */
function updateAddresses(slugs: string[], diet: string) {
  const withFilter = (href: string) => {
    const url = new URL(href, location.href);
    url.searchParams.delete('sans');
    url.searchParams.delete('regime');
    for (const slug of slugs) url.searchParams.append('sans', slug);
    if (diet) url.searchParams.set('regime', diet);
    return `${url.pathname}${url.search}${url.hash}`;
  };
  history.replaceState(history.state, '', withFilter(location.href));
  for (const link of document.querySelectorAll<HTMLAnchorElement>('[data-langs] a')) {
    link.setAttribute('href', withFilter(link.href));
  }
}
