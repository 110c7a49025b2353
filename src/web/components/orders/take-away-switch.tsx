import { api } from '../../lib/api';
import { OrderingOptionSwitch } from './ordering-option-switch';

/**
 * "Commandes à emporter / sans table" (off by default): off, only a table's own QR code lets a
 * diner order, so every order says which table it comes from; on, the restaurant's general code
 * and its address take orders too, marked "À emporter / sans table".
 */
export function TakeAwaySwitch() {
  return (
    <OrderingOptionSwitch
      id="ordering-take-away"
      label="Commandes à emporter / sans table"
      option="takeAway"
      save={api.setTakeAway}
      savedMessage={(isOn) =>
        isOn
          ? 'Commandes à emporter / sans table acceptées'
          : 'Commandes depuis les tables uniquement'
      }
      hint={(isOn) =>
        isOn
          ? 'Vos clients commandent aussi depuis le QR code général ou l’adresse de votre menu, sans table.'
          : 'Seul le QR code d’une table permet de commander : chaque commande dit de quelle table elle vient.'
      }
    />
  );
}
