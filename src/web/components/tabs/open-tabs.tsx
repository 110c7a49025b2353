import { LoadingState } from '../ui/loading-state';
import { ClosedTabs } from './closed-tabs';
import { TabCard } from './tab-card';
import { useOpenTabs } from './use-open-tabs';

/** "Additions": each table's open tab — total, paid, remaining — live, under the board. */
export function OpenTabs() {
  const tabs = useOpenTabs();
  return (
    <section aria-labelledby="open-tabs-title" className="grid gap-3">
      <h2 id="open-tabs-title" className="font-semibold text-lg">
        Additions ouvertes
      </h2>
      {tabs.isPending && <LoadingState />}
      {tabs.isError && (
        <p role="alert" className="text-destructive">
          Impossible de charger les additions. Vérifiez votre connexion.
        </p>
      )}
      {tabs.data?.length === 0 && (
        <p className="rounded-lg border border-dashed border-border bg-card px-6 py-6 text-center text-muted-foreground">
          Aucune addition ouverte. Une addition s’ouvre avec la première commande d’une table.
        </p>
      )}
      {tabs.data && tabs.data.length > 0 && (
        <ul className="grid gap-3 md:grid-cols-2">
          {tabs.data.map((tab) => (
            <li key={tab.id}>
              <TabCard tab={tab} />
            </li>
          ))}
        </ul>
      )}
      <ClosedTabs />
    </section>
  );
}
