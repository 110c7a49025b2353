import { type ComponentType, lazy } from 'react';

/**
 * The screens before the dashboard, each its own chunk, rendered by main.tsx without
 * react-router (they navigate with lib/plain-router): /login loads React, this and its form.
 */
export const AUTH_SCREENS: Record<string, ComponentType> = {
  '/': lazy(() => import('./routes/login').then((m) => ({ default: m.LoginPage }))),
  '/login': lazy(() => import('./routes/login').then((m) => ({ default: m.LoginPage }))),
  '/forgot-password': lazy(() =>
    import('./routes/forgot-password').then((m) => ({ default: m.ForgotPasswordPage })),
  ),
  '/reset-password': lazy(() =>
    import('./routes/reset-password').then((m) => ({ default: m.ResetPasswordPage })),
  ),
  // Joining a restaurant's team from the invitation e-mail, pairing a tablet (issue 24).
  '/invitation': lazy(() =>
    import('./routes/invitation').then((m) => ({ default: m.InvitationPage })),
  ),
  '/tablette': lazy(() => import('./routes/tablet').then((m) => ({ default: m.TabletPage }))),
};
