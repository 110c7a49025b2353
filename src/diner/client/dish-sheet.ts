/**
 * Dish detail in a sheet: a modal `<dialog>` (focus trapped, Escape closes, focus returns to
 * the card), at the bottom on phones and on the right from 768 px (CSS). Without JavaScript,
 * or without `<dialog>`, the card's own `<details>` opens in place instead.
 */
export function setupDishSheet() {
  const main = document.querySelector('main');
  if (!main || typeof HTMLDialogElement !== 'function') return;
  const closeLabel = (main as HTMLElement).dataset.closeLabel ?? '×';
  let sheet: HTMLDialogElement | null = null;

  const getSheet = () => {
    if (sheet) return sheet;
    sheet = document.createElement('dialog');
    sheet.className = 'sheet';
    sheet.addEventListener('click', (event) => {
      // A click on the backdrop lands on the dialog element itself.
      if (event.target === sheet || (event.target as Element).closest('[data-close]')) {
        sheet?.close();
      }
    });
    document.body.append(sheet);
    return sheet;
  };

  main.addEventListener('click', (event) => {
    const summary = (event.target as Element).closest('.dish summary');
    const card = summary?.closest<HTMLElement>('.dish');
    if (!summary || !card) return;
    event.preventDefault();
    const dialog = getSheet();
    const close = document.createElement('button');
    close.type = 'button';
    close.className = 'btn btn-ghost';
    close.dataset.close = '';
    close.textContent = closeLabel;
    const bar = document.createElement('div');
    bar.className = 'sheet-close';
    bar.append(close);
    const body = document.createElement('div');
    body.className = 'sheet-body';
    for (const part of card.querySelectorAll('.dish-info, .dish-more')) {
      body.append(part.cloneNode(true));
    }
    const image = body.querySelector<HTMLImageElement>('.photo');
    if (image) image.loading = 'eager';
    dialog.replaceChildren(bar, body);
    dialog.setAttribute('aria-label', card.querySelector('.dish-name')?.textContent ?? '');
    // The cart (Premium menus, cart-controller.ts) adds its "Add" button to the sheet.
    dialog.dispatchEvent(
      new CustomEvent('ardoise:sheet', { bubbles: true, detail: { card, body } }),
    );
    dialog.showModal();
  });
}
