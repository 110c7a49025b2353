import { boardApi } from '../../lib/board-api';
import { OrderingOptionSwitch } from './ordering-option-switch';

/**
 * "Validation par le personnel" (off by default, issue 24 §3): on, diners' orders wait in "À
 * valider" until staff accept them or refuse them with a reason; orders taken by staff, and
 * those paid as they are ordered, go to the kitchen at once.
 */
export function StaffValidationSwitch() {
  return (
    <OrderingOptionSwitch
      id="ordering-staff-validation"
      label="Validation par le personnel"
      option="staffValidation"
      save={boardApi.setStaffValidation}
      savedMessage={(isOn) =>
        isOn
          ? 'Les commandes des clients attendent votre validation'
          : 'Les commandes des clients partent directement en cuisine'
      }
      hint={(isOn) =>
        isOn
          ? 'Les commandes des clients attendent dans « À valider » que le personnel les accepte ou les refuse.'
          : 'Les commandes des clients partent directement en cuisine.'
      }
    />
  );
}
