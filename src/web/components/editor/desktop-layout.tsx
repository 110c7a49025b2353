import { BlockedNotice } from './blocked-notice';
import { CategorySidebar } from './category-sidebar';
import { DishActions, DishList } from './dish-area';
import { EditorHeader } from './editor-header';

/** From 768 px: header, category sidebar, and the main area (spec §2). */
export function DesktopLayout() {
  return (
    <div className="grid gap-6">
      <EditorHeader />
      <BlockedNotice />
      <div className="grid items-start gap-6 md:grid-cols-[15rem_minmax(0,1fr)] lg:grid-cols-[17rem_minmax(0,1fr)]">
        <CategorySidebar />
        <div className="grid min-w-0 gap-6">
          <div className="flex flex-wrap items-start gap-3">
            <DishActions />
          </div>
          <DishList />
        </div>
      </div>
    </div>
  );
}
