import { Construction } from 'lucide-react';
import { PageHeader } from '../components/shell/page-header';

/** Dashboard screens whose feature has not landed yet: a titled page inside the shell. */
export function PlaceholderPage({ title }: { title: string }) {
  return (
    <div className="grid gap-6">
      <PageHeader title={title} />
      <div className="flex flex-col items-center gap-3 rounded-lg border border-dashed border-border bg-card px-6 py-12 text-center text-muted-foreground">
        <Construction aria-hidden="true" className="size-8" />
        <p>Cette page arrive bientôt.</p>
      </div>
    </div>
  );
}
