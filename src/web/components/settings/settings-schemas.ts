// The settings forms' zod schemas, imported only through lazyZodResolver (lib/lazy-resolver):
// zod is in no screen's first load.
import { z } from 'zod';
import { RestaurantNameSchema } from '../../../domain/account/account-rules';

export const RestaurantNameFormSchema = z.object({ restaurantName: RestaurantNameSchema });
