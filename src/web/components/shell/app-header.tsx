import { Link } from 'react-router';
import { AccountMenu } from './account-menu';
import { BrandMark } from './brand-mark';
import { MainNav } from './main-nav';

/** The dashboard's sticky header: logo, main links (from md), account menu. */
export function AppHeader() {
  return (
    <header className="sticky top-0 z-40 border-b border-border bg-card/95 backdrop-blur supports-[backdrop-filter]:bg-card/80">
      <div className="mx-auto flex h-16 max-w-6xl items-center gap-2 px-4 sm:px-6">
        <Link
          to="/dashboard"
          className="-ml-1 mr-2 inline-flex min-h-11 items-center rounded-lg px-1 text-lg"
        >
          <BrandMark />
        </Link>
        <MainNav className="hidden md:flex" />
        {/* Shrinks before anything overflows: the restaurant's name is cut with an ellipsis. */}
        <div className="ml-auto min-w-0">
          <AccountMenu />
        </div>
      </div>
    </header>
  );
}
