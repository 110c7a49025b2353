/** Sign-in and sign-up screen (filled in by the accounts feature). */
export function LoginPage() {
  return (
    <main className="grid min-h-screen place-items-center p-6">
      <div className="w-full max-w-md rounded-lg border border-border bg-card p-6 shadow-sm">
        <h1 className="mb-2 text-2xl font-bold">Ardoise</h1>
        <p className="text-muted-foreground">Connexion à votre espace restaurateur</p>
      </div>
    </main>
  );
}
