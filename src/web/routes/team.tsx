import { PageHeader } from '../components/shell/page-header';
import { TeamCardContent } from '../components/team/team-card';
import { Card, CardContent } from '../components/ui/card';
import { useDocumentTitle } from '../lib/use-document-title';

/** Paramètres → Équipe (issue 24 §1–2): members, invitations, tablets. docs/team.md. */
export function TeamPage() {
  useDocumentTitle('Équipe');
  return (
    <div className="grid gap-6">
      <PageHeader
        title="Équipe"
        description="Invitez vos équipiers avec un rôle, changez-le ou retirez-les, et gérez les tablettes connectées."
      />
      <Card>
        <CardContent className="pt-6">
          <TeamCardContent />
        </CardContent>
      </Card>
    </div>
  );
}
