import type { SectionView } from '../model/menu-view';
import { DishCard } from './DishCard';
import { langOf, type PageContext } from './page-context';

export function MenuSection({ context, section }: { context: PageContext; section: SectionView }) {
  const isAllHidden = section.hiddenCount === section.dishes.length;
  return (
    <section id={section.anchor} aria-labelledby={`h-${section.anchor}`}>
      <h2 id={`h-${section.anchor}`} lang={langOf(section.name, context.lang)}>
        {section.name.text}
      </h2>
      <ul className="dishes">
        {section.dishes.map((dish) => (
          <DishCard key={dish.id} context={context} dish={dish} />
        ))}
      </ul>
      <p className="all-hidden" hidden={!isAllHidden || undefined}>
        {context.strings.sectionAllHidden}
      </p>
    </section>
  );
}
