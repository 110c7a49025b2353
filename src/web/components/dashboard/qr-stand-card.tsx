import { Truck } from 'lucide-react';
import { useId, useState } from 'react';
import { formatCents } from '../../../domain/menu/format-cents';
import { cn } from '../../lib/cn';
import { Badge } from '../ui/badge';
import { Button } from '../ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../ui/card';
import { Label } from '../ui/label';
import { NativeSelect } from '../ui/native-select';
import { QR_STAND_QUANTITIES, QR_STANDS } from './qr-stand-options';

/**
 * The physical QR stand offer (spec §2): shown, priced, but not orderable yet — the order
 * button stays disabled ("Bientôt disponible") and nothing is sent anywhere.
 */
export function QrStandCard() {
  const id = useId();
  const [standId, setStandId] = useState<(typeof QR_STANDS)[number]['id']>('metal');
  const [quantity, setQuantity] = useState('1');
  const stand = QR_STANDS.find((option) => option.id === standId) ?? QR_STANDS[0];
  const totalCents = (stand?.priceCents ?? 0) * Number(quantity);

  return (
    <Card className="flex flex-col">
      <CardHeader>
        <CardTitle className="flex flex-wrap items-center gap-2">
          Support QR Code pour vos tables
          <Badge variant="accent">Bientôt</Badge>
        </CardTitle>
        <CardDescription className="flex items-center gap-1.5">
          <Truck aria-hidden="true" className="size-4" />
          Livraison incluse
        </CardDescription>
      </CardHeader>
      <CardContent className="flex flex-1 flex-col gap-5">
        <fieldset className="grid gap-2">
          <legend className="mb-2 text-sm font-medium">Choisissez votre support</legend>
          {QR_STANDS.map((option) => (
            <label
              key={option.id}
              className={cn(
                'flex cursor-pointer items-center gap-3 rounded-lg border border-border p-3 transition-colors hover:bg-muted/60',
                'has-[:checked]:border-accent has-[:checked]:bg-accent/5 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-ring',
              )}
            >
              <input
                type="radio"
                name={`${id}-stand`}
                value={option.id}
                checked={option.id === standId}
                onChange={() => setStandId(option.id)}
                className="size-4 shrink-0 accent-accent focus-visible:outline-none"
              />
              <option.icon aria-hidden="true" className="size-5 shrink-0 text-muted-foreground" />
              <span className="grid min-w-0 flex-1">
                <span className="font-medium">{option.name}</span>
                <span className="text-sm text-muted-foreground">{option.description}</span>
              </span>
              <span className="font-semibold whitespace-nowrap">
                {formatCents(option.priceCents)}
              </span>
            </label>
          ))}
        </fieldset>
        <div className="grid gap-2">
          <Label htmlFor={`${id}-quantity`}>Quantité</Label>
          <NativeSelect
            id={`${id}-quantity`}
            value={quantity}
            onChange={(event) => setQuantity(event.target.value)}
          >
            {QR_STAND_QUANTITIES.map((value) => (
              <option key={value} value={value}>
                {value}
              </option>
            ))}
          </NativeSelect>
        </div>
        <p className="flex items-baseline justify-between border-t border-border pt-4">
          <span id={`${id}-total`} className="font-medium">
            Total
          </span>
          <output
            htmlFor={`${id}-quantity`}
            aria-labelledby={`${id}-total`}
            aria-live="polite"
            className="text-2xl font-bold tracking-tight"
          >
            {formatCents(totalCents)}
          </output>
        </p>
        <Button className="mt-auto" disabled>
          Bientôt disponible
        </Button>
      </CardContent>
    </Card>
  );
}
