import { Download, ExternalLink } from 'lucide-react';
import { qrFileName, tableLabel } from '../../../../domain/tables/tables';
import { apiUrls, type TableList as Tables } from '../../../lib/api';
import { cn } from '../../../lib/cn';
import { buttonVariants } from '../../ui/button';
import { RegenerateTableButton } from './regenerate-table-button';

/**
 * Each table with its code (vector thumbnails, lazy: a restaurant may have 200 tables), the
 * link the code carries, its download and "Nouveau code".
 */
export function TableList({
  tables,
  restaurantName,
}: {
  tables: Tables['tables'];
  restaurantName: string;
}) {
  return (
    <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
      {tables.map(({ name, url, token }) => {
        const label = tableLabel(name);
        return (
          <li
            key={name}
            className="flex items-center gap-3 rounded-lg border border-border bg-card p-2"
          >
            <img
              src={apiUrls.activeQr('svg', { table: name, version: token })}
              width={80}
              height={80}
              loading="lazy"
              decoding="async"
              alt={`QR code : ${label}`}
              className="size-20 shrink-0 rounded bg-white"
            />
            <div className="grid min-w-0 flex-1 grid-cols-1 gap-0.5">
              <p className="truncate font-medium">{label}</p>
              <a
                href={url}
                target="_blank"
                rel="noopener"
                title={url}
                className="flex min-h-11 min-w-0 items-center gap-1 text-xs text-muted-foreground underline-offset-4 hover:underline"
              >
                <span className="min-w-0 truncate">{url.replace(/^https?:\/\//, '')}</span>
                <ExternalLink aria-hidden="true" className="size-3 shrink-0" />
                <span className="sr-only">(nouvel onglet)</span>
              </a>
            </div>
            <a
              href={apiUrls.activeQr('png', { table: name, version: token })}
              download={qrFileName(`${restaurantName} ${label}`, 'png')}
              aria-label={`Télécharger le QR code : ${label}`}
              className={cn(buttonVariants({ variant: 'ghost', size: 'icon' }), 'shrink-0')}
            >
              <Download aria-hidden="true" className="size-4" />
            </a>
            <RegenerateTableButton name={name} label={label} />
          </li>
        );
      })}
    </ul>
  );
}
