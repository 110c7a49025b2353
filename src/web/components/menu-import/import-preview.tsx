import { useQueryClient } from '@tanstack/react-query';
import { Plus } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import type { ColumnMapping, MenuImportDraft } from '../../../domain/menu-import/import-result';
import { MENU_LIMIT_REASON } from '../../../domain/menu-import/import-rules';
import type { ImportJob } from '../../../domain/menu-import/import-schemas';
import { ApiError } from '../../lib/api-error';
import { importApi } from '../../lib/import-api';
import { queryKeys } from '../../lib/query-keys';
import { toast } from '../../lib/toast';
import { UpgradeLink } from '../billing/upgrade-link';
import { Alert, AlertDescription, AlertTitle } from '../ui/alert';
import { Badge } from '../ui/badge';
import { Button } from '../ui/button';
import { Input } from '../ui/input';
import { Label } from '../ui/label';
import { ColumnMappingStep } from './column-mapping';
import { addCategory, countDishes, readerLabel, unrecognisedLabel } from './draft-edits';
import { DraftSections } from './draft-sections';
import { SourcePanel } from './source-panel';

/**
 * The draft as the menu will be, editable in place; the source beside it (a toggle on phones).
 * Nothing is created before "Créer le menu".
 */
export function ImportPreview({ job, draft: initial }: { job: ImportJob; draft: MenuImportDraft }) {
  const [draft, setDraft] = useState(initial);
  const [isSourceShown, setIsSourceShown] = useState(false);
  const [isCreating, setIsCreating] = useState(false);
  const [isMapping, setIsMapping] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [newDishId, setNewDishId] = useState<string | null>(null);
  const [newCategoryId, setNewCategoryId] = useState<string | null>(null);
  const [limit, setLimit] = useState<{
    message: string;
    menu?: { id: string; name: string };
  } | null>(null);
  const navigate = useNavigate();
  const queryClient = useQueryClient();

  async function create(replaceMenuId?: string) {
    setIsCreating(true);
    setError(null);
    try {
      const menu = await importApi.createMenu(job.id, draft, replaceMenuId);
      await queryClient.invalidateQueries({ queryKey: queryKeys.menus });
      toast.success(replaceMenuId ? 'Le contenu du menu a été remplacé.' : 'Le menu a été créé.');
      navigate(`/dashboard/menu/${menu.id}/edit`);
    } catch (caught) {
      if (caught instanceof ApiError && caught.reason === MENU_LIMIT_REASON) {
        const menus = await importApi.listMenus().catch(() => []);
        setLimit({ message: caught.message, menu: menus[0] });
      } else {
        setError(caught instanceof ApiError ? caught.message : 'La création a échoué. Réessayez.');
      }
      setIsCreating(false);
    }
  }

  async function applyMapping(mapping: ColumnMapping) {
    setIsMapping(true);
    try {
      const updated = await importApi.setMapping(job.id, mapping);
      queryClient.setQueryData(['imports', job.id], updated);
      if (updated.draft) setDraft(updated.draft);
    } catch (caught) {
      toast.error(
        caught instanceof ApiError ? caught.message : 'Les colonnes n’ont pas été appliquées.',
      );
    } finally {
      setIsMapping(false);
    }
  }

  const dishCount = countDishes(draft);
  return (
    <div className="grid gap-6">
      <div className="grid gap-2">
        <div>
          <Badge variant={job.readBy === 'ai' ? 'accent' : 'muted'}>{readerLabel(job)}</Badge>
        </div>
        <p role="status" className="text-muted-foreground">
          {dishCount} plats dans {draft.categories.length} catégories
          {job.unrecognised.length > 0 && ` · ${unrecognisedLabel(job.unrecognised.length)}`}.
          Vérifiez, corrigez, puis créez le menu.
        </p>
      </div>
      {job.rows && job.mapping && (
        <ColumnMappingStep
          rows={job.rows}
          mapping={job.mapping}
          isApplying={isMapping}
          onApply={applyMapping}
        />
      )}
      <Button
        variant="outline"
        className="lg:hidden"
        aria-expanded={isSourceShown}
        aria-controls="import-source"
        onClick={() => setIsSourceShown((shown) => !shown)}
      >
        {isSourceShown ? 'Masquer le texte d’origine' : 'Voir le texte d’origine'}
      </Button>
      <div className="grid gap-6 lg:grid-cols-2">
        <section aria-labelledby="import-draft-title" className="grid content-start gap-4">
          <h2 id="import-draft-title" className="text-lg font-semibold">
            Aperçu du menu
          </h2>
          <div className="grid gap-1">
            <Label htmlFor="import-menu-name">Nom du menu</Label>
            <Input
              id="import-menu-name"
              value={draft.name}
              onChange={(event) => setDraft({ ...draft, name: event.target.value })}
            />
          </div>
          <DraftSections
            draft={draft}
            onChange={setDraft}
            newDishId={newDishId}
            onDishAdded={setNewDishId}
          />
          {newCategoryId && (
            <CategoryFocus
              id={newCategoryId}
              index={draft.categories.findIndex((c) => c.id === newCategoryId)}
              onDone={() => setNewCategoryId(null)}
            />
          )}
          <div>
            <Button
              variant="outline"
              onClick={() => {
                const id = globalThis.crypto.randomUUID();
                setDraft(addCategory(draft, 'Nouvelle catégorie', id));
                setNewCategoryId(id);
              }}
            >
              <Plus aria-hidden="true" className="size-4" />
              Ajouter une catégorie
            </Button>
          </div>
        </section>
        <div id="import-source" className={isSourceShown ? 'grid' : 'hidden lg:grid'}>
          <SourcePanel unrecognised={job.unrecognised} text={job.source.text} />
        </div>
      </div>
      {error && (
        <Alert variant="destructive" role="alert">
          <AlertTitle>Le menu n’a pas été créé</AlertTitle>
          <AlertDescription>{error}</AlertDescription>
        </Alert>
      )}
      {limit && (
        <Alert variant="warning" role="alert">
          <AlertTitle>Un seul menu avec la version gratuite</AlertTitle>
          <AlertDescription className="grid gap-3">
            <p>{limit.message}</p>
            <div className="flex flex-wrap gap-2">
              {limit.menu && (
                <Button
                  variant="outline"
                  isLoading={isCreating}
                  onClick={() => create(limit.menu?.id)}
                >
                  Remplacer le contenu de « {limit.menu.name} »
                </Button>
              )}
              <UpgradeLink className="" />
            </div>
          </AlertDescription>
        </Alert>
      )}
      <div className="sticky bottom-0 -mx-4 border-t border-border bg-background px-4 py-3 sm:static sm:mx-0 sm:border-0 sm:p-0">
        <Button
          variant="accent"
          size="lg"
          className="w-full sm:w-auto"
          isLoading={isCreating && !limit}
          disabled={dishCount === 0}
          onClick={() => create()}
        >
          Créer le menu
        </Button>
      </div>
    </div>
  );
}

/** The name of the category just added takes the focus, selected, ready to be typed over. */
function CategoryFocus({ index, onDone }: { id: string; index: number; onDone: () => void }) {
  useEffect(() => {
    const input = document.getElementById(`import-category-${index}`);
    if (input instanceof HTMLInputElement) {
      input.focus();
      input.select();
    }
    onDone();
  }, [index, onDone]);
  return null;
}
