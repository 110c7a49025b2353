/** Where "Retour au site" and sign-out lead: the server writes it into the HTML shell. */
export function getMarketingUrl(): string {
  return (
    document.querySelector('meta[name="ardoise-marketing-url"]')?.getAttribute('content') ?? '/'
  );
}
