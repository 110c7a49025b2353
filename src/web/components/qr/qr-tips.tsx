import { Link2, Newspaper, Printer, ScanLine, Share2 } from 'lucide-react';
import { Card, CardContent, CardHeader, CardTitle } from '../ui/card';

/** The tips of spec part 1 §2, in the order it gives them. */
const TIPS = [
  { icon: Printer, text: 'Imprimez le QR code et placez-le sur vos tables.' },
  { icon: Newspaper, text: 'Ajoutez-le à vos menus imprimés, flyers et cartes de visite.' },
  { icon: Share2, text: 'Partagez le lien sur vos réseaux sociaux et votre site web.' },
  {
    icon: ScanLine,
    text: "Vos clients scannent le code : votre menu s'affiche automatiquement, sans application.",
  },
  {
    icon: Link2,
    text: 'Le lien ne change jamais : modifiez votre menu sans réimprimer le QR code.',
  },
] as const;

export function QrTips() {
  return (
    <Card>
      <CardHeader>
        <CardTitle>Conseils d'utilisation</CardTitle>
      </CardHeader>
      <CardContent>
        <ul className="grid gap-3">
          {TIPS.map(({ icon: Icon, text }) => (
            <li key={text} className="flex gap-3 text-sm">
              <Icon aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-accent" />
              <span>{text}</span>
            </li>
          ))}
        </ul>
      </CardContent>
    </Card>
  );
}
