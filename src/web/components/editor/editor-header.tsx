import { ArrowLeft, Languages, Wheat } from 'lucide-react';
import { useId } from 'react';
import { Link, useParams } from 'react-router';
import { LIMITS } from '../../../domain/menu/limits';
import { buttonVariants } from '../ui/button';
import { Input } from '../ui/input';
import { Label } from '../ui/label';
import { useEditor } from './editor-context';
import { SaveButton } from './save-button';
import { SaveStatus } from './save-status';

/** Desktop header: title, the menu's name, the way back and "Sauvegarder" (spec §2). */
export function EditorHeader() {
  const { menu, actions, state } = useEditor();
  const nameId = useId();
  const { menuId } = useParams();
  const isNameMissing = state.status === 'invalid' && menu.name.trim() === '';
  return (
    <header className="grid gap-4 rounded-lg border border-border bg-card p-5 shadow-sm">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-bold tracking-tight">Éditeur de Menu</h1>
        <div className="flex flex-wrap items-center gap-2">
          <Link to="/dashboard" className={buttonVariants({ variant: 'outline' })}>
            <ArrowLeft aria-hidden="true" className="size-4" />
            Retour au tableau de bord
          </Link>
          {menuId && (
            <Link
              to={`/dashboard/menu/${encodeURIComponent(menuId)}/translations`}
              className={buttonVariants({ variant: 'outline' })}
            >
              <Languages aria-hidden="true" className="size-4" />
              Traductions
            </Link>
          )}
          {menuId && (
            <Link
              to={`/dashboard/menu/${encodeURIComponent(menuId)}/allergens`}
              className={buttonVariants({ variant: 'outline' })}
            >
              <Wheat aria-hidden="true" className="size-4" />
              Tableau des allergènes
            </Link>
          )}
          <SaveButton />
        </div>
      </div>
      <div className="flex flex-wrap items-end gap-x-6 gap-y-3">
        <div className="grid min-w-64 max-w-xl flex-1 gap-2">
          <Label htmlFor={nameId}>Nom du menu</Label>
          <Input
            id={nameId}
            value={menu.name}
            maxLength={LIMITS.nameMaxLength}
            autoComplete="off"
            placeholder="Menu sans nom"
            aria-invalid={isNameMissing || undefined}
            onChange={(event) => actions.rename(event.target.value)}
          />
        </div>
        <SaveStatus className="min-h-11" />
      </div>
    </header>
  );
}
