import type { Kysely } from 'kysely';
import { type ReceiptRestaurant, receiptRestaurantOf } from '../../domain/receipts/receipt-rules';
import type { Database } from '../db/schema';
import { restaurantProfiles } from './restaurant-profile';

/**
 * Who issues a receipt for this owner now: the restaurant's name and the legal fields of its
 * profile (raison sociale, SIRET, VAT number or the 293 B franchise, registered office). For
 * the payments feature, which reads them here rather than from the restaurant feature.
 * Null when the owner does not exist.
 */
export async function loadReceiptRestaurant(
  db: Kysely<Database>,
  ownerId: string,
): Promise<ReceiptRestaurant | null> {
  const [owner, { profile }] = await Promise.all([
    db.selectFrom('user').select('restaurantName').where('id', '=', ownerId).executeTakeFirst(),
    restaurantProfiles.find(db, ownerId),
  ]);
  return owner ? receiptRestaurantOf(owner.restaurantName, profile) : null;
}
