import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useEffect } from 'react';
import { EnabledFeaturesCard } from '../components/billing/enabled-features-card';
import { SubscriptionCard } from '../components/billing/subscription-card';
import { useAccount } from '../components/dashboard/dashboard-queries';
import { ChangePasswordForm } from '../components/settings/change-password-form';
import { DeleteAccountDialog } from '../components/settings/delete-account-dialog';
import { PublicAddressCardContent } from '../components/settings/public-address-form';
import { RestaurantNameForm } from '../components/settings/restaurant-name-form';
import { restaurantQuery } from '../components/settings/restaurant-queries';
import { PageHeader } from '../components/shell/page-header';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../components/ui/card';
import { LoadingState } from '../components/ui/loading-state';
import { useSession } from '../lib/session';
import { useDocumentTitle } from '../lib/use-document-title';

/** The profile form (its schema, hours editor and photo upload) loads apart from the route. */
const loadProfileForm = () => import('../components/settings/restaurant-profile-form');
const RestaurantProfileCardContent = lazy(() =>
  loadProfileForm().then((m) => ({ default: m.RestaurantProfileCardContent })),
);

/**
 * /dashboard/settings: restaurant name, profile (address, hours, links, logo), public address, subscription (and Premium's features), password,
 * account deletion (spec §2 "Settings").
 */
export function SettingsPage() {
  useDocumentTitle('Paramètres');
  const { data: session } = useSession();
  const { data: account } = useAccount();
  // The profile's data and code are fetched at once, side by side; the cards below it show only
  // with it: the form arriving later pushed them down (Lighthouse on a phone: CLS 0.23).
  const profile = useQuery(restaurantQuery);
  useEffect(() => {
    void loadProfileForm();
  }, []);
  if (!session) return null;
  const { user } = session;
  return (
    <div className="grid gap-6">
      <PageHeader title="Paramètres" description="Gérez votre restaurant et votre compte." />
      <Card>
        <CardHeader>
          <CardTitle>Restaurant</CardTitle>
          <CardDescription>Le nom affiché dans votre espace et sur vos menus.</CardDescription>
        </CardHeader>
        <CardContent>
          <RestaurantNameForm restaurantName={user.restaurantName ?? ''} />
        </CardContent>
      </Card>
      {profile.isPending ? (
        <SettingsLoading />
      ) : (
        <Suspense fallback={<SettingsLoading />}>
          <Card>
            <CardHeader>
              <CardTitle>Profil du restaurant</CardTitle>
              <CardDescription>
                Adresse, téléphone, horaires, liens, logo et photo : affichés en haut de votre menu
                public.
              </CardDescription>
            </CardHeader>
            <CardContent>
              <RestaurantProfileCardContent />
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
              <PublicAddressCardContent />
            </CardContent>
          </Card>
          <section aria-label="Abonnement" className="grid items-start gap-6 md:grid-cols-2">
            <SubscriptionCard />
            {account?.plan === 'premium' && <EnabledFeaturesCard />}
          </section>
          <Card>
            <CardHeader>
              <CardTitle>Mot de passe</CardTitle>
              <CardDescription>
                Vos autres appareils seront déconnectés après le changement.
              </CardDescription>
            </CardHeader>
            <CardContent>
              <ChangePasswordForm email={user.email} />
            </CardContent>
          </Card>
          <Card className="border-destructive/40">
            <CardHeader>
              <CardTitle className="text-destructive">Supprimer mon compte</CardTitle>
              <CardDescription>
                Votre compte, vos menus et toutes vos données seront supprimés définitivement. Cette
                action est irréversible.
              </CardDescription>
            </CardHeader>
            <CardContent className="grid">
              <DeleteAccountDialog />
            </CardContent>
          </Card>
        </Suspense>
      )}
    </div>
  );
}

/** Until the profile is there: one placeholder, replaced at once by the page's other cards. */
function SettingsLoading() {
  return (
    <Card aria-busy="true">
      <CardContent className="pt-5 sm:pt-6">
        <LoadingState label="Chargement du profil…" />
      </CardContent>
    </Card>
  );
}
