import { lazy, Suspense, useEffect, useState } from 'react';
import { AuthBanners } from '../components/auth/auth-banners';
import { AuthLayout } from '../components/auth/auth-layout';
import { BackToSiteLink } from '../components/auth/back-to-site-link';
import { LoginForm } from '../components/auth/login-form';
import { ResendConfirmation } from '../components/auth/resend-confirmation';
import { LoadingState } from '../components/ui/loading-state';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../components/ui/tabs';
import { fetchSession } from '../lib/auth-client';
import { Navigate, useSearchParams } from '../lib/plain-router';
import { handOverSignedInSession } from '../lib/session-handoff';
import { useDocumentTitle } from '../lib/use-document-title';

type AuthTab = 'login' | 'signup';

// Sign-up (zod and its rules) loads only when its tab is opened: sign-in stays light.
const SignupForm = lazy(() =>
  import('../components/auth/signup-form').then((module) => ({ default: module.SignupForm })),
);

type SessionCheck = 'pending' | 'signed-out' | 'signed-in';

/** Whether an owner is signed in already (then handed to the dashboard); signed out if unsure. */
function useSessionCheck(): SessionCheck {
  const [check, setCheck] = useState<SessionCheck>('pending');
  useEffect(() => {
    let isCurrent = true;
    fetchSession().then(
      (session) => {
        if (!isCurrent) return;
        if (session) handOverSignedInSession(session);
        setCheck(session ? 'signed-in' : 'signed-out');
      },
      () => isCurrent && setCheck('signed-out'),
    );
    return () => {
      isCurrent = false;
    };
  }, []);
  return check;
}

/** `/` and `/login`: sign-in and sign-up tabs (spec §2). Signed-in owners go to the dashboard. */
export function LoginPage() {
  useDocumentTitle('Connexion');
  const [searchParams] = useSearchParams();
  const session = useSessionCheck();
  const [tab, setTab] = useState<AuthTab>('login');
  const [signedUpEmail, setSignedUpEmail] = useState('');
  const isEmailConfirmed = searchParams.get('email_confirmed') === 'true';

  if (session === 'signed-in') return <Navigate to="/dashboard" replace />;

  return (
    <AuthLayout
      title="Espace restaurateur"
      description="Connectez-vous ou créez votre compte pour gérer vos menus."
      topBar={<BackToSiteLink />}
    >
      <AuthBanners searchParams={searchParams} />
      {session === 'pending' ? (
        <LoadingState />
      ) : (
        <Tabs value={tab} onValueChange={(value) => setTab(value as AuthTab)}>
          <TabsList aria-label="Connexion ou inscription">
            <TabsTrigger value="login">Connexion</TabsTrigger>
            <TabsTrigger value="signup">Inscription</TabsTrigger>
          </TabsList>
          <TabsContent value="login">
            {signedUpEmail && (
              <div className="mb-5">
                <ResendConfirmation
                  key={signedUpEmail}
                  email={signedUpEmail}
                  title="Inscription réussie"
                  description={`Un email de confirmation a été envoyé à ${signedUpEmail}. Cliquez sur le lien pour activer votre compte.`}
                />
              </div>
            )}
            <LoginForm
              key={signedUpEmail}
              defaultEmail={signedUpEmail}
              isSuccessToastShown={!isEmailConfirmed}
            />
          </TabsContent>
          <TabsContent value="signup">
            <Suspense fallback={<LoadingState />}>
              <SignupForm
                onSignedUp={(email) => {
                  setSignedUpEmail(email);
                  setTab('login');
                }}
              />
            </Suspense>
          </TabsContent>
        </Tabs>
      )}
    </AuthLayout>
  );
}
