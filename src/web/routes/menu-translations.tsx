import { ArrowLeft } from 'lucide-react';
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { PageHeader } from '../components/shell/page-header';
import { TRANSLATION_TABS } from '../components/translations/field-label';
import { TranslationsPanel } from '../components/translations/translations-panel';
import { buttonVariants } from '../components/ui/button';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../components/ui/tabs';
import { cn } from '../lib/cn';

/** /dashboard/menu/{id}/translations: the "Traductions" view (Premium), one tab per language. */
export function MenuTranslationsPage() {
  const { menuId = '' } = useParams();
  const [lang, setLang] = useState<string>('en');
  return (
    <div className="grid gap-6">
      <Link
        to={`/dashboard/menu/${encodeURIComponent(menuId)}/edit`}
        className={cn(buttonVariants({ variant: 'ghost' }), '-ml-3 justify-self-start')}
      >
        <ArrowLeft aria-hidden="true" className="size-4" />
        Retour à l’éditeur
      </Link>
      <PageHeader
        title="Traductions"
        description="Vos clients lisent votre menu dans leur langue. Corrigez ou complétez une traduction : la vôtre est toujours conservée."
      />
      <Tabs value={lang} onValueChange={setLang}>
        <TabsList aria-label="Langue">
          {TRANSLATION_TABS.map((tab) => (
            <TabsTrigger key={tab.lang} value={tab.lang}>
              {tab.label}
            </TabsTrigger>
          ))}
        </TabsList>
        {TRANSLATION_TABS.map((tab) => (
          <TabsContent key={tab.lang} value={tab.lang} className="mt-4">
            <TranslationsPanel
              menuId={menuId}
              lang={tab.lang}
              languageName={tab.label.toLowerCase()}
            />
          </TabsContent>
        ))}
      </Tabs>
    </div>
  );
}
