import { type DishTag, TAG_ICONS } from '../../domain/menu/tags';
import type { TagView } from '../model/dish-extras';
import { colon, langOf, type PageContext } from './page-context';

const iconId = (tag: DishTag) => `i-${tag}`;

/** The tag icons used on the page, once, as symbols (each card then costs one `<use>`). */
export function TagIconSprite({ tags }: { tags: ReadonlySet<DishTag> }) {
  if (tags.size === 0) return null;
  return (
    <svg className="sprite" aria-hidden="true" focusable="false">
      {[...tags].map((tag) => (
        <symbol key={tag} id={iconId(tag)} viewBox="0 0 24 24">
          {TAG_ICONS[tag].map((d) => (
            <path key={d} d={d} />
          ))}
        </symbol>
      ))}
    </svg>
  );
}

/** Decorative: the word beside it names the tag. */
export function TagIcon({ tag }: { tag: DishTag }) {
  return (
    <svg className="icon" aria-hidden="true" focusable="false">
      <use href={`#${iconId(tag)}`} />
    </svg>
  );
}

export function TagText({ tag, lang }: { tag: TagView; lang: PageContext['lang'] }) {
  return (
    <>
      <TagIcon tag={tag.id} />
      <span lang={langOf(tag.label, lang)}>{tag.label.text}</span>
      {tag.note ? <span className="tag-note"> ({tag.note})</span> : null}
    </>
  );
}

/** "Fait maison", "Végétarien"…: icon and words, on the card and in the dish's detail. */
export function DishTags({ context, tags }: { context: PageContext; tags: readonly TagView[] }) {
  if (tags.length === 0) return null;
  return (
    <span className="labels">
      <span className="sr-only">
        {context.strings.tagsLabel}
        {colon(context.lang)}
      </span>
      {tags.map((tag) => (
        <span key={tag.id} className="label" data-tag={tag.id}>
          <TagText tag={tag} lang={context.lang} />
        </span>
      ))}
    </span>
  );
}
