import { Link } from 'react-router';

/** A screen about "the menu diners see" when the owner has none yet. */
export function NoMenuYet() {
  return (
    <p>
      Vous n’avez pas encore de menu.{' '}
      <Link to="/dashboard/menu/new" className="font-medium underline">
        Créer un menu
      </Link>
    </p>
  );
}
