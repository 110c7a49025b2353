import { ALLERGEN_TABLE_MESSAGES, type AllergenTable } from '../../../domain/menu/allergen-table';

// A marked cell is an "X" over hatching (kept when printed): readable in black and white.
const MARKED =
  'bg-[repeating-linear-gradient(45deg,transparent_0_3px,rgb(0_0_0/0.18)_3px_4px)] [print-color-adjust:exact]';

/**
 * The table itself: a header row of the 14 allergens (repeated on every printed page, as a
 * <thead> is), a band per category, a row per active dish (issue 25 §5).
 */
export function AllergenGrid({ table }: { table: AllergenTable }) {
  const columns = table.allergens.length + 1;
  return (
    <table className="w-full border-collapse text-sm text-black">
      <caption className="sr-only">
        Allergènes de chaque plat du menu {table.menuName} : X signifie que le plat contient
        l’allergène.
      </caption>
      <thead className="bg-neutral-100 [print-color-adjust:exact]">
        <tr>
          <th scope="col" className="border border-black px-2 py-1 text-left">
            Plat
          </th>
          {table.allergens.map((allergen) => (
            <th
              key={allergen}
              scope="col"
              className="w-[5.5%] border border-black px-0.5 py-1 text-center text-[0.7rem] leading-tight font-semibold"
            >
              {allergen}
            </th>
          ))}
        </tr>
      </thead>
      {table.sections.map((section) => (
        <tbody key={section.category}>
          <tr className="bg-neutral-100 [print-color-adjust:exact]">
            <th
              scope="colgroup"
              colSpan={columns}
              className="border border-black px-2 py-1 text-left font-bold"
            >
              {section.category}
            </th>
          </tr>
          {section.rows.map((row) => (
            <tr key={row.dishId} className="break-inside-avoid">
              <th scope="row" className="border border-black px-2 py-1 text-left font-normal">
                {row.name}
                {row.variants && <span className="block text-xs">{row.variants}</span>}
              </th>
              {row.allergens.length === 0 ? (
                <td colSpan={columns - 1} className="border border-black text-center italic">
                  {ALLERGEN_TABLE_MESSAGES.noAllergen}
                </td>
              ) : (
                table.allergens.map((allergen) =>
                  row.allergens.includes(allergen) ? (
                    <td
                      key={allergen}
                      className={`border border-black text-center font-bold ${MARKED}`}
                    >
                      <span aria-hidden="true">X</span>
                      <span className="sr-only">contient</span>
                    </td>
                  ) : (
                    <td key={allergen} className="border border-black">
                      <span className="sr-only">non</span>
                    </td>
                  ),
                )
              )}
            </tr>
          ))}
        </tbody>
      ))}
    </table>
  );
}
