import { useMutation, useQueryClient } from '@tanstack/react-query';
import { RefreshCw } from 'lucide-react';
import { useId, useState } from 'react';
import { isShownOnPages } from '../../../domain/i18n/translation-precedence';
import { api, type TranslationItem, type TranslationList } from '../../lib/api';
import { queryKeys } from '../../lib/query-keys';
import { Badge } from '../ui/badge';
import { Button } from '../ui/button';
import { Textarea } from '../ui/textarea';
import { fieldLabel } from './field-label';

/**
 * One French text beside its translation. The owner's edit stays in the field until it is
 * saved (a failed save keeps it); "Retraduire" asks the machine again.
 */
export function TranslationRow(props: {
  menuId: string;
  lang: string;
  languageName: string;
  item: TranslationItem;
  /** A machine translation service is configured: "Retraduire" can bring a new text. */
  canRetranslate: boolean;
}) {
  const { menuId, lang, item } = props;
  const id = useId();
  const queryClient = useQueryClient();
  const [draft, setDraft] = useState<string | null>(null);
  const text = draft ?? item.text;
  const isDirty = draft !== null && draft.trim() !== item.text.trim();
  const onSuccess = (list: TranslationList) => {
    queryClient.setQueryData(queryKeys.translations(menuId, lang), list);
    setDraft(null);
  };
  const save = useMutation({
    mutationFn: () => api.saveTranslations(menuId, lang, [{ key: item.key, text }]),
    onSuccess,
  });
  const retranslate = useMutation({
    mutationFn: () => api.retranslate(menuId, lang, [item.key]),
    onSuccess,
  });
  const isBusy = save.isPending || retranslate.isPending;
  const error = save.error ?? retranslate.error;
  const label = fieldLabel(item.key);
  const isFrench = !item.text || !isShownOnPages({ origin: item.origin, isStale: item.stale });

  return (
    <li className="grid gap-3 rounded-lg border border-border bg-card p-4 md:grid-cols-2">
      <div className="grid content-start gap-1">
        <span className="text-xs font-semibold uppercase text-muted-foreground">
          {label} · français
        </span>
        <p lang="fr" className="whitespace-pre-line">
          {item.source}
        </p>
      </div>
      <form
        className="grid gap-2"
        onSubmit={(event) => {
          event.preventDefault();
          if (isDirty && !isBusy) save.mutate();
        }}
      >
        <div className="flex flex-wrap items-center gap-2">
          <label htmlFor={id} className="text-xs font-semibold uppercase text-muted-foreground">
            {label} · {props.languageName}
          </label>
          {item.text && item.origin === 'owner' && <Badge variant="success">Corrigée</Badge>}
          {item.text && item.origin === 'machine' && !item.stale && (
            <Badge variant="muted">Traduction automatique</Badge>
          )}
          {item.text && item.origin === 'dictionary' && !item.stale && (
            <Badge variant="muted">Dictionnaire</Badge>
          )}
          {item.origin === 'owner' && item.stale && <Badge variant="warning">À revoir</Badge>}
          {isFrench &&
            (props.canRetranslate ? (
              <Badge variant="muted">En attente de traduction</Badge>
            ) : (
              <Badge variant="warning">En français : à traduire</Badge>
            ))}
        </div>
        <Textarea
          id={id}
          lang={lang}
          value={text}
          rows={item.key.endsWith(':description') ? 3 : 1}
          className="min-h-11"
          maxLength={1000}
          aria-describedby={error ? `${id}-error` : undefined}
          aria-invalid={error ? true : undefined}
          onChange={(event) => setDraft(event.target.value)}
        />
        {error && (
          <p id={`${id}-error`} role="alert" className="text-sm text-destructive">
            {error.message}
          </p>
        )}
        <div className="flex flex-wrap gap-2">
          <Button type="submit" size="sm" disabled={!isDirty || isBusy}>
            {save.isPending ? 'Enregistrement…' : 'Enregistrer la correction'}
          </Button>
          {props.canRetranslate && (
            <Button
              type="button"
              size="sm"
              variant="outline"
              disabled={isBusy}
              onClick={() => retranslate.mutate()}
              aria-label={`Retraduire : ${label} « ${item.source.slice(0, 40)} »`}
            >
              <RefreshCw aria-hidden="true" className="size-4" />
              Retraduire
            </Button>
          )}
        </div>
      </form>
    </li>
  );
}
