/** Reading a rendered diner page in tests: React's escapes undone, an attribute of a tag. */
export const decodeHtml = (value: string) =>
  value.replaceAll('&quot;', '"').replaceAll('&#x27;', "'").replaceAll('&amp;', '&');

/** The value of attribute `name` in the opening tag `tag` (decoded), or undefined. */
export const attributeOf = (tag: string | undefined, name: string) => {
  const value = new RegExp(` ${name}="([^"]*)"`).exec(tag ?? '')?.[1];
  return value === undefined ? undefined : decodeHtml(value);
};
