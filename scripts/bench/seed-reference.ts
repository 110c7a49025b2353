import type { Config } from '../../src/server/config';
import { createMenu, createOwner } from '../../src/server/testing/factories';
import { openSeeding } from '../../src/server/testing/seeding';
import { buildReferenceMenu } from './reference-menu';

/** A free owner with the reference menu, in the configured database; returns the menu id. */
export async function seedReferenceMenu(
  config: Config,
): Promise<{ menuId: string; ownerId: string }> {
  const seeding = await openSeeding(config);
  try {
    const owner = await createOwner(seeding, { restaurantName: 'Le Petit Bistro' });
    const menu = await createMenu(seeding, owner.id, buildReferenceMenu());
    return { menuId: menu.id, ownerId: owner.id };
  } finally {
    await seeding.close();
  }
}
