import { useState } from 'react';
import { AuthLayout } from '../components/auth/auth-layout';
import {
  EXPIRED_LINK_MESSAGE,
  INCOMPLETE_LINK_MESSAGE,
  InvalidLinkBanner,
} from '../components/auth/invalid-link-banner';
import { ResetPasswordForm } from '../components/auth/reset-password-form';
import { useSearchParams } from '../lib/plain-router';
import { useDocumentTitle } from '../lib/use-document-title';

/**
 * Target of the reset email. The server checks the link first and sends the browser here with
 * `?token=…` when it is valid, or `?error=INVALID_TOKEN` when it is unknown, used or expired.
 */
export function ResetPasswordPage() {
  useDocumentTitle('Nouveau mot de passe');
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token');
  const [invalidReason, setInvalidReason] = useState<string | null>(() => {
    if (searchParams.get('error')) return EXPIRED_LINK_MESSAGE;
    return token ? null : INCOMPLETE_LINK_MESSAGE;
  });

  const isUsable = !invalidReason && token;
  return (
    <AuthLayout
      title="Nouveau mot de passe"
      description={
        isUsable
          ? 'Choisissez un nouveau mot de passe pour votre compte.'
          : 'Ce lien ne permet pas de changer votre mot de passe.'
      }
    >
      {!isUsable ? (
        <InvalidLinkBanner message={invalidReason ?? INCOMPLETE_LINK_MESSAGE} />
      ) : (
        <ResetPasswordForm
          token={token}
          onInvalidLink={(message) => setInvalidReason(message || EXPIRED_LINK_MESSAGE)}
        />
      )}
    </AuthLayout>
  );
}
