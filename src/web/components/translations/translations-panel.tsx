import { useQuery } from '@tanstack/react-query';
import { AlertTriangle, Info } from 'lucide-react';
import { ApiError, api } from '../../lib/api';
import { queryKeys } from '../../lib/query-keys';
import { Alert, AlertDescription, AlertTitle } from '../ui/alert';
import { Button } from '../ui/button';
import { LoadingState } from '../ui/loading-state';
import { PremiumTeaser } from './premium-teaser';
import { TranslationRow } from './translation-row';
import { isTranslated, summarizeTranslations } from './translation-summary';

/** One language: progress, notices and every French text beside its translation. */
export function TranslationsPanel(props: { menuId: string; lang: string; languageName: string }) {
  const { menuId, lang } = props;
  const query = useQuery({
    queryKey: queryKeys.translations(menuId, lang),
    queryFn: () => api.translations(menuId, lang),
    retry: false,
    // While the machine works, look again every two seconds.
    refetchInterval: (current) => ((current.state.data?.pending ?? 0) > 0 ? 2_000 : false),
  });

  if (query.isPending) return <LoadingState label="Chargement des traductions..." />;
  if (query.error) {
    if (query.error instanceof ApiError && query.error.status === 403) return <PremiumTeaser />;
    return (
      <Alert variant="destructive" role="alert">
        <AlertTitle>Erreur lors du chargement des traductions</AlertTitle>
        <AlertDescription className="grid gap-3">
          <p>{query.error.message}</p>
          <Button variant="outline" className="justify-self-start" onClick={() => query.refetch()}>
            Réessayer
          </Button>
        </AlertDescription>
      </Alert>
    );
  }
  const { items, notice, machine } = query.data;
  const hasFrench = items.some((item) => !isTranslated(item));
  return (
    <div className="grid gap-4">
      <p role="status" aria-live="polite" className="text-sm text-muted-foreground">
        {summarizeTranslations(query.data)}
      </p>
      {machine === null && hasFrench && (
        <Alert>
          <Info aria-hidden="true" />
          <AlertTitle>Pas de traduction automatique sur ce serveur</AlertTitle>
          <AlertDescription>
            Les noms que notre dictionnaire connaît (plats classiques, catégories) sont traduits ;
            les autres textes restent en français sur la page de vos clients tant que vous ne
            saisissez pas leur traduction ci-dessous.
          </AlertDescription>
        </Alert>
      )}
      {notice && (
        <Alert variant="warning">
          <AlertTriangle aria-hidden="true" />
          <AlertTitle>Traduction automatique interrompue</AlertTitle>
          <AlertDescription>{notice}</AlertDescription>
        </Alert>
      )}
      {items.length === 0 ? (
        <p className="text-muted-foreground">
          Ajoutez des plats à votre menu : leurs noms et descriptions apparaîtront ici.
        </p>
      ) : (
        <ul className="grid gap-3" aria-label={`Traductions en ${props.languageName}`}>
          {items.map((item) => (
            <TranslationRow
              key={item.key}
              menuId={menuId}
              lang={lang}
              languageName={props.languageName}
              item={item}
              canRetranslate={machine !== null}
            />
          ))}
        </ul>
      )}
    </div>
  );
}
