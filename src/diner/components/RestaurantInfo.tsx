import { fillTemplate } from '../../domain/i18n/fill-template';
import type { RestaurantView } from '../model/restaurant-view';

/**
 * The restaurant under its name: open now or closed (decided by the server, in Europe/Paris
 * time), today's hours, description, address (a map link), tap-to-call and links, and the
 * week's hours in a <details> (no JavaScript needed).
 */
export function RestaurantInfo({ view }: { view: RestaurantView }) {
  const { strings, hours } = view;
  return (
    <section className="place" aria-label={strings.contact}>
      {hours ? (
        <p className="open-state">
          <span className={hours.isOpen ? 'open-badge is-open' : 'open-badge is-closed'}>
            {hours.isOpen ? strings.openNow : strings.closed}
          </span>{' '}
          <span className="today-hours">
            {hours.today.length > 0
              ? fillTemplate(strings.today, { hours: hours.today.join(', ') })
              : strings.closedToday}
          </span>
        </p>
      ) : null}
      {view.description ? <p className="about">{view.description}</p> : null}
      <ul className="place-links">
        {view.address ? (
          <li>
            <a href={view.address.mapUrl} rel="noopener" className="place-address">
              {view.address.text}
            </a>
          </li>
        ) : null}
        {view.phone ? (
          <li>
            <a href={view.phone.href} aria-label={view.phone.label} className="place-phone">
              {view.phone.text}
            </a>
          </li>
        ) : null}
        {view.links.map((link) => (
          <li key={link.kind}>
            <a href={link.href} rel="noopener" className={`place-${link.kind}`}>
              {link.label}
            </a>
          </li>
        ))}
      </ul>
      {hours ? (
        <details className="week-hours">
          <summary>{strings.hours}</summary>
          <dl>
            {hours.week.map((day) => (
              <div key={day.weekday} className={day.isToday ? 'is-today' : undefined}>
                <dt>{day.name}</dt>
                <dd>{day.ranges.length > 0 ? day.ranges.join(', ') : strings.closed}</dd>
              </div>
            ))}
          </dl>
        </details>
      ) : null}
    </section>
  );
}
