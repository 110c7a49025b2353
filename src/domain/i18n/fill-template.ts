/**
 * Fills `{name}` placeholders of the diner strings ("Ajouter {name} au panier"); an unknown
 * placeholder stays as written. Its own module, without the string tables: the diner's cart
 * script imports it.
 */
export function fillTemplate(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (match, key: string) =>
    key in values ? String(values[key]) : match,
  );
}
