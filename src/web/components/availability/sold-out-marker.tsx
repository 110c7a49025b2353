import { AVAILABILITY_MESSAGES } from '../../../domain/menu/availability';
import { Badge } from '../ui/badge';

/** Read-only in the editor: the toggle is on "Disponibilités du jour" (no If-Match there). */
export function SoldOutMarker() {
  return (
    <Badge variant="warning" className="justify-self-start">
      {AVAILABILITY_MESSAGES.soldOut}
    </Badge>
  );
}
