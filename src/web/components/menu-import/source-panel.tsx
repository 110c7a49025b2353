import type { UnrecognisedLine } from '../../../domain/menu-import/import-result';
import { unrecognisedLabel } from './draft-edits';

/** What was not understood, apart, and the text that was read (beside the draft on desktop). */
export function SourcePanel({
  unrecognised,
  text,
}: {
  unrecognised: UnrecognisedLine[];
  text?: string;
}) {
  return (
    <section aria-labelledby="import-source-title" className="grid content-start gap-4">
      <h2 id="import-source-title" className="text-lg font-semibold">
        Texte d’origine
      </h2>
      {unrecognised.length > 0 && (
        <div className="grid gap-2 rounded-lg border border-warning/30 bg-warning/10 p-3">
          <h3 className="font-medium">{unrecognisedLabel(unrecognised.length)}</h3>
          <p className="text-sm text-muted-foreground">
            Ces lignes ne sont pas dans le menu : ajoutez-les dans l’éditeur après la création si
            besoin.
          </p>
          <ul className="grid gap-1 text-sm">
            {unrecognised.map((line) => (
              <li key={line.line}>
                <span className="text-muted-foreground">Ligne {line.line} : </span>
                {line.text}
              </li>
            ))}
          </ul>
        </div>
      )}
      {text ? (
        <pre className="max-h-[70vh] overflow-auto rounded-lg border border-border bg-muted p-3 text-sm whitespace-pre-wrap">
          {text}
        </pre>
      ) : (
        <p className="text-sm text-muted-foreground">
          Le texte d’origine n’est pas disponible pour un tableur.
        </p>
      )}
    </section>
  );
}
