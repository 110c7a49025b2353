/**
 * Placeholder for the "Mes menus" list (spec §2): the menus feature fills it with the menu
 * cards, the loading text and the empty state.
 */
export function MenusSection() {
  return (
    <section aria-labelledby="mes-menus-title" className="grid gap-4">
      <h2 id="mes-menus-title" className="text-xl font-semibold">
        Mes menus
      </h2>
    </section>
  );
}
