import { lazy, Suspense, useEffect } from 'react';
import { Link, useSearchParams } from 'react-router';
import type { Permission } from '../../domain/team/roles';
import { EnabledFeaturesCard } from '../components/billing/enabled-features-card';
import { SubscriptionCard } from '../components/billing/subscription-card';
import { useAccount } from '../components/dashboard/dashboard-queries';
import { PROFILE_CARD_PLACE } from '../components/settings/profile-place';
import { RestaurantNameForm } from '../components/settings/restaurant-name-form';
import { PageHeader } from '../components/shell/page-header';
import { buttonVariants } from '../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../components/ui/card';
import { cn } from '../lib/cn';
import { Deferred } from '../lib/deferred';
import { useSession } from '../lib/session';
import { useDocumentTitle } from '../lib/use-document-title';

/** The profile (its images, then its form and hours editor) loads apart: the page is usable first. */
const RestaurantProfileCardContent = lazy(() =>
  import('../components/settings/restaurant-profile-card').then((m) => ({
    default: m.RestaurantProfileCardContent,
  })),
);
// Far below the first screen on a phone: loaded when they come near it (lib/deferred).
const PublicAddressCardContent = lazy(() =>
  import('../components/settings/public-address-form').then((m) => ({
    default: m.PublicAddressCardContent,
  })),
);
const RestaurantLegalCardContent = lazy(() =>
  import('../components/settings/restaurant-legal-form').then((m) => ({
    default: m.RestaurantLegalCardContent,
  })),
);
const TablePaymentsCardContent = lazy(() =>
  import('../components/payments/table-payments-card').then((m) => ({
    default: m.TablePaymentsCardContent,
  })),
);
const ChangePasswordForm = lazy(() =>
  import('../components/settings/change-password-form').then((m) => ({
    default: m.ChangePasswordForm,
  })),
);
const DataExportCardContent = lazy(() =>
  import('../components/settings/data-export-card').then((m) => ({
    default: m.DataExportCardContent,
  })),
);
const DeleteAccountDialog = lazy(() =>
  import('../components/settings/delete-account-dialog').then((m) => ({
    default: m.DeleteAccountDialog,
  })),
);

/**
 * /dashboard/settings: restaurant name, profile (address, hours, links, logo), public address,
 * subscription (and Premium's features), table payments and the receipts' legal mentions, password,
 * the data export and account deletion (spec §2 "Settings", issue 25 §6).
 */
export function SettingsPage() {
  useDocumentTitle('Paramètres');
  const { data: session } = useSession();
  const { data: account } = useAccount();
  useScrollToPaymentsOnReturn();
  if (!session) return null;
  const can = (permission: Permission) => session.permissions.includes(permission);
  const { email } = session.actor;
  const isOwner = can('account.delete');
  return (
    <div className="grid gap-6">
      <PageHeader title="Paramètres" description="Gérez votre restaurant et votre compte." />
      {isOwner && (
        <Card>
          <CardHeader>
            <CardTitle>Restaurant</CardTitle>
            <CardDescription>Le nom affiché dans votre espace et sur vos menus.</CardDescription>
          </CardHeader>
          <CardContent>
            <RestaurantNameForm restaurantName={session.restaurant.name} />
          </CardContent>
        </Card>
      )}
      {can('team.manage') && <TeamCard />}
      {can('restaurant.write') && (
        <>
          <Card>
            <CardHeader>
              <CardTitle>Profil du restaurant</CardTitle>
              <CardDescription>
                Adresse, téléphone, horaires, liens, logo et photo : affichés en haut de votre menu
                public.
              </CardDescription>
            </CardHeader>
            <CardContent>
              <Suspense
                fallback={
                  <p className={cn('text-sm text-muted-foreground', PROFILE_CARD_PLACE)}>
                    Chargement…
                  </p>
                }
              >
                <RestaurantProfileCardContent />
              </Suspense>
            </CardContent>
          </Card>
          <Card>
            <CardHeader>
              <CardTitle>Adresse publique</CardTitle>
              <CardDescription>
                L’adresse lisible de votre menu, à partager sur vos réseaux et votre site.
              </CardDescription>
            </CardHeader>
            <CardContent>
              <Deferred minHeight="16.5rem">
                <PublicAddressCardContent />
              </Deferred>
            </CardContent>
          </Card>
        </>
      )}
      {can('billing.manage') && (
        <section aria-label="Abonnement" className="grid items-start gap-6 md:grid-cols-2">
          <SubscriptionCard />
          {account && !account.entitlements?.showsUpgradeOffer && <EnabledFeaturesCard />}
        </section>
      )}
      {can('payments.account') && (
        <Card role="region" aria-labelledby="table-payments-title">
          <CardHeader>
            <CardTitle id="table-payments-title">Paiements à table</CardTitle>
            <CardDescription>
              Le compte Stripe de votre restaurant et vos réglages de paiement.
            </CardDescription>
          </CardHeader>
          <CardContent>
            <Deferred minHeight="9rem">
              <TablePaymentsCardContent />
            </Deferred>
          </CardContent>
        </Card>
      )}
      {can('restaurant.write') && (
        <Card>
          <CardHeader>
            <CardTitle>Mentions légales des reçus</CardTitle>
            <CardDescription>
              Raison sociale, SIRET et numéro de TVA : imprimés sur les reçus des paiements à table.
            </CardDescription>
          </CardHeader>
          <CardContent>
            <Deferred minHeight="33.375rem">
              <RestaurantLegalCardContent />
            </Deferred>
          </CardContent>
        </Card>
      )}
      {email && (
        <Card>
          <CardHeader>
            <CardTitle>Mot de passe</CardTitle>
            <CardDescription>
              Vos autres appareils seront déconnectés après le changement.
            </CardDescription>
          </CardHeader>
          <CardContent>
            <Deferred minHeight="15.25rem">
              <ChangePasswordForm email={email} />
            </Deferred>
          </CardContent>
        </Card>
      )}
      {can('account.export') && (
        <Card role="region" aria-labelledby="data-export-title">
          <CardHeader>
            <CardTitle id="data-export-title">Exporter mes données</CardTitle>
            <CardDescription>
              Toutes les données de votre restaurant, à conserver ou à reprendre ailleurs.
            </CardDescription>
          </CardHeader>
          <CardContent>
            <Deferred minHeight="9rem">
              <DataExportCardContent />
            </Deferred>
          </CardContent>
        </Card>
      )}
      {isOwner && (
        <Card className="border-destructive/40">
          <CardHeader>
            <CardTitle className="text-destructive">Supprimer mon compte</CardTitle>
            <CardDescription>
              Votre compte, vos menus, photos, commandes, mesures d’audience, votre équipe et vos
              exports seront supprimés définitivement. Seul le journal des paiements à table est
              conservé 6 ans, comme la loi l’exige. Exportez vos données avant : cette action est
              irréversible.
            </CardDescription>
          </CardHeader>
          <CardContent className="grid">
            <Deferred minHeight="2.75rem">
              <DeleteAccountDialog />
            </Deferred>
          </CardContent>
        </Card>
      )}
    </div>
  );
}

/** Paramètres → Équipe (issue 24 §1–2): its own screen, so Paramètres stays light. */
function TeamCard() {
  return (
    <Card role="region" aria-labelledby="team-title">
      <CardHeader>
        <CardTitle id="team-title">Équipe</CardTitle>
        <CardDescription>
          Invitez vos équipiers avec un rôle et gérez les tablettes connectées.
        </CardDescription>
      </CardHeader>
      <CardContent>
        <Link to="/dashboard/settings/team" className={buttonVariants({ variant: 'outline' })}>
          Gérer l’équipe
        </Link>
      </CardContent>
    </Card>
  );
}

/** Back from Stripe's onboarding (`?payments=…`): to the card, which then loads and reads it. */
function useScrollToPaymentsOnReturn() {
  const [searchParams] = useSearchParams();
  const isReturn = searchParams.has('payments');
  useEffect(() => {
    if (isReturn) document.getElementById('table-payments-title')?.scrollIntoView();
  }, [isReturn]);
}
