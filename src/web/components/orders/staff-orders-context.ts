import { createContext, useContext } from 'react';

/**
 * What the person at the board may do with orders beyond following and moving them (issue 24
 * §3, permission `orders.take`): "Prendre une commande", "Modifier", "Accepter" / "Refuser".
 * Everyone signed in is the owner until the owner app learns the role: then a provider above
 * the board sets it (`<StaffOrdersContext value={{ canTakeOrders: can(role, 'orders.take') }}>`).
 */
export const StaffOrdersContext = createContext({ canTakeOrders: true });

export const useCanTakeOrders = () => useContext(StaffOrdersContext).canTakeOrders;
