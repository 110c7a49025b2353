import { Pencil } from 'lucide-react';
import { useState } from 'react';
import { LIMITS } from '../../../domain/menu/limits';
import { cn } from '../../lib/cn';
import { Input } from '../ui/input';
import { useEditor } from './editor-context';

/** The name in the phone header: tap to edit, Enter or leaving the field confirms (spec §2). */
export function InlineMenuName() {
  const { menu, actions } = useEditor();
  const [draft, setDraft] = useState<string | null>(null);

  if (draft !== null) {
    const confirm = () => {
      if (draft !== menu.name) actions.rename(draft.trim());
      setDraft(null);
    };
    return (
      <Input
        aria-label="Nom du menu"
        value={draft}
        maxLength={LIMITS.nameMaxLength}
        autoFocus
        autoComplete="off"
        enterKeyHint="done"
        className="min-w-0 flex-1 font-semibold"
        onChange={(event) => setDraft(event.target.value)}
        onBlur={confirm}
        onKeyDown={(event) => {
          if (event.key === 'Enter') {
            event.preventDefault();
            confirm();
          } else if (event.key === 'Escape') {
            setDraft(null);
          }
        }}
      />
    );
  }
  const name = menu.name.trim();
  return (
    <h1 className="min-w-0 flex-1">
      <button
        type="button"
        onClick={() => setDraft(menu.name)}
        className="flex min-h-11 w-full min-w-0 items-center gap-2 rounded-md px-2 text-left text-lg font-semibold hover:bg-muted"
      >
        <span className={cn('truncate', !name && 'font-normal text-muted-foreground italic')}>
          {name || 'Menu sans nom'}
        </span>
        <Pencil aria-hidden="true" className="size-4 shrink-0 text-muted-foreground" />
        <span className="sr-only">(modifier le nom)</span>
      </button>
    </h1>
  );
}
