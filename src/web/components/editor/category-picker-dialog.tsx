import { Plus } from 'lucide-react';
import { type FormEvent, useId, useState } from 'react';
import { CATEGORY_MESSAGES, listMissingDefaultCategories } from '../../../domain/menu/categories';
import { Button } from '../ui/button';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '../ui/dialog';
import { Input } from '../ui/input';
import { Label } from '../ui/label';
import { CategoryIcon } from './category-icon';
import { useEditor } from './editor-context';

/** "Choisissez une catégorie": a predefined category, or a custom one by name (spec §2). */
export function CategoryPickerDialog({
  open,
  onOpenChange,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const { menu, actions } = useEditor();
  const [name, setName] = useState('');
  const [error, setError] = useState<string | null>(null);
  const inputId = useId();
  const missing = listMissingDefaultCategories(menu.categories);

  function close() {
    setName('');
    setError(null);
    onOpenChange(false);
  }

  function createCustom(event: FormEvent) {
    event.preventDefault();
    const message = actions.addCustomCategory(name);
    if (message) setError(message);
    else close();
  }

  return (
    <Dialog open={open} onOpenChange={(next) => (next ? onOpenChange(true) : close())}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Choisissez une catégorie</DialogTitle>
          <DialogDescription>Ajoutez une catégorie prédéfinie ou créez la vôtre.</DialogDescription>
        </DialogHeader>
        {missing.length === 0 ? (
          <p className="rounded-lg bg-muted px-3 py-2 text-sm text-muted-foreground">
            {CATEGORY_MESSAGES.allDefaultsAdded}
          </p>
        ) : (
          <ul className="grid grid-cols-2 gap-2" aria-label="Catégories prédéfinies">
            {missing.map((category) => (
              <li key={category.id}>
                <Button
                  variant="outline"
                  className="w-full justify-start"
                  onClick={() => {
                    actions.addDefaultCategory(category.id);
                    close();
                  }}
                >
                  <CategoryIcon category={category} />
                  {category.name}
                </Button>
              </li>
            ))}
          </ul>
        )}
        <form noValidate onSubmit={createCustom} className="mt-5 grid gap-2">
          <Label htmlFor={inputId}>Catégorie personnalisée</Label>
          <div className="flex gap-2">
            <Input
              id={inputId}
              value={name}
              placeholder="Ex. : Pizzas"
              autoComplete="off"
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? `${inputId}-error` : undefined}
              onChange={(event) => {
                setName(event.target.value);
                setError(null);
              }}
            />
            <Button type="submit">
              <Plus aria-hidden="true" className="size-4" />
              Créer
            </Button>
          </div>
          {error && (
            <p
              id={`${inputId}-error`}
              role="alert"
              className="text-sm font-medium text-destructive"
            >
              {error}
            </p>
          )}
        </form>
      </DialogContent>
    </Dialog>
  );
}
