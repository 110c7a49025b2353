import { Download, QrCode, Share2 } from 'lucide-react';
import { Button } from '../ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../ui/card';
import { QrImage } from './qr-image';
import { QrLinkBox } from './qr-link-box';
import { QR_MESSAGES } from './qr-messages';
import { type QrTarget, useQrActions } from './use-qr-actions';

/**
 * The QR block of spec part 1 §2: the unique link with a copy button, the code, "Télécharger"
 * (PNG, plus SVG for printers) and "Partager". Without a menu the code gives way to a sentence
 * and the buttons explain why they cannot work (§5).
 */
export function QrCodeCard({
  target,
  description,
  linkHint,
}: {
  target: QrTarget;
  description: string;
  linkHint: string;
}) {
  const { copy, download, share, pendingFormat } = useQrActions(target);

  return (
    <Card>
      <CardHeader>
        <CardTitle>Votre QR code</CardTitle>
        <CardDescription>{description}</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-5">
        <QrLinkBox url={target.url} hint={linkHint} onCopy={copy} />
        <div className="grid justify-items-center gap-5">
          {target.hasMenu ? (
            // The vector code: sharp at the screen's pixel ratio (a 200 px PNG was blurry on
            // every phone); "Télécharger" still gives the spec's PNG.
            <QrImage
              key={target.svgUrl}
              src={target.svgUrl}
              alt={`QR code menant à ${target.url}`}
            />
          ) : (
            <div className="grid size-[200px] place-content-center justify-items-center gap-2 rounded-lg border border-dashed border-border p-4 text-center text-sm text-muted-foreground">
              <QrCode aria-hidden="true" className="size-8" />
              <p>{QR_MESSAGES.noMenuCode}</p>
            </div>
          )}
          <div className="grid w-full gap-2 sm:flex sm:flex-wrap sm:justify-center">
            <Button
              variant="accent"
              isLoading={pendingFormat === 'png'}
              onClick={() => download('png')}
            >
              {pendingFormat !== 'png' && <Download aria-hidden="true" className="size-4" />}
              Télécharger
            </Button>
            <Button
              variant="outline"
              isLoading={pendingFormat === 'svg'}
              onClick={() => download('svg')}
              aria-label="Télécharger en SVG (pour l'imprimeur)"
            >
              {pendingFormat !== 'svg' && <Download aria-hidden="true" className="size-4" />}
              SVG
            </Button>
            <Button variant="outline" onClick={share}>
              <Share2 aria-hidden="true" className="size-4" />
              Partager
            </Button>
          </div>
          <p className="text-center text-xs text-muted-foreground">
            PNG pour l'écran et les réseaux sociaux, SVG pour une impression nette à toute taille.
          </p>
        </div>
      </CardContent>
    </Card>
  );
}
