import type { ReactNode } from 'react';
import { BrandMark } from '../shell/brand-mark';
import { Card, CardContent, CardDescription, CardHeader } from '../ui/card';

type AuthLayoutProps = {
  /** The screen's h1 and its subtitle. */
  title: string;
  description: string;
  /** Shown above the logo (e.g. "Retour au site"). */
  topBar?: ReactNode;
  children: ReactNode;
};

/** The frame of the signed-out screens: logo, one centred card, mobile first. */
export function AuthLayout({ title, description, topBar, children }: AuthLayoutProps) {
  return (
    <div className="flex min-h-dvh flex-col">
      {/* A landmark like the rest of the page (axe "region"): screen readers list it. */}
      {topBar && <header className="mx-auto w-full max-w-md px-4 pt-4 sm:pt-6">{topBar}</header>}
      <main className="flex flex-1 flex-col items-center px-4 py-8 sm:justify-center sm:py-12">
        <div className="w-full max-w-md">
          <div className="mb-6 flex justify-center">
            <BrandMark className="text-2xl" />
          </div>
          <Card>
            <CardHeader className="text-center">
              <h1 className="text-xl font-semibold leading-tight sm:text-2xl">{title}</h1>
              <CardDescription>{description}</CardDescription>
            </CardHeader>
            <CardContent>{children}</CardContent>
          </Card>
        </div>
      </main>
    </div>
  );
}
