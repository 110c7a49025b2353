import type { CategoryId } from '../menu/categories';
import { normalizeForSearch } from '../text/normalize';
import {
  DISH_SUGGESTIONS,
  type DishSuggestion,
  SUGGESTION_GROUP_CATEGORY,
  SUGGESTION_GROUPS,
  type SuggestionGroup,
} from './suggestions';

export { normalizeForSearch } from '../text/normalize';

export interface DishSearchResult extends DishSuggestion {
  readonly group: SuggestionGroup;
  readonly categoryId: CategoryId;
}

export interface DishSearchOptions {
  /** Restricts the search to one group (the category chips); all groups otherwise. */
  readonly group?: SuggestionGroup;
}

interface IndexedSuggestion {
  readonly result: DishSearchResult;
  readonly name: string;
  readonly description: string;
}

// Built once: the catalogue is static.
const INDEX: readonly IndexedSuggestion[] = SUGGESTION_GROUPS.flatMap((group) =>
  DISH_SUGGESTIONS[group].map((suggestion) => ({
    result: { ...suggestion, group, categoryId: SUGGESTION_GROUP_CATEGORY[group] },
    name: normalizeForSearch(suggestion.name),
    description: normalizeForSearch(suggestion.description),
  })),
);

/**
 * Searches the suggestion catalogue, ignoring case, accents and punctuation (spec §5).
 * A blank query lists the whole catalogue (or group). Dishes whose name matches come
 * before those matched by description only; catalogue order otherwise.
 */
export function searchDishes(query: string, options: DishSearchOptions = {}): DishSearchResult[] {
  const needle = normalizeForSearch(query);
  const inGroup = INDEX.filter(
    (entry) => options.group === undefined || entry.result.group === options.group,
  );
  if (needle === '') return inGroup.map((entry) => entry.result);

  const byName = inGroup.filter((entry) => entry.name.includes(needle));
  const byDescription = inGroup.filter(
    (entry) => !entry.name.includes(needle) && entry.description.includes(needle),
  );
  return [...byName, ...byDescription].map((entry) => entry.result);
}
