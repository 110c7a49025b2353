/** Screens whose feature has not landed yet. */
export function PlaceholderPage({ title }: { title: string }) {
  return (
    <main className="mx-auto max-w-5xl p-6">
      <h1 className="text-2xl font-bold">{title}</h1>
    </main>
  );
}
