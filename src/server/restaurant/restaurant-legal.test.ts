import { describe, expect, it } from 'vitest';
import { PROFILE_MESSAGES } from '../../domain/restaurant/profile';
import { loadReceiptRestaurant } from '../owner-state/receipt-restaurant';
import { createOwner, signIn } from '../testing/factories';
import { testAppForThisFile } from '../testing/test-app';

// Runs on SQLite and on PostgreSQL. Issue 23 §4: the legal fields a receipt prints.
const testApp = testAppForThisFile();
let client = 0;

async function ownerApi(restaurantName: string) {
  const deps = { auth: testApp.auth, database: testApp.testDatabase.database };
  const owner = await createOwner(deps, { plan: 'premium', restaurantName });
  const cookie = await signIn(testApp.auth, owner);
  const call = (method: 'GET' | 'PUT', payload?: object) =>
    testApp.app.inject({
      method,
      url: '/api/v1/restaurant',
      remoteAddress: `198.51.100.${++client % 250}`,
      headers: { cookie, origin: testApp.config.publicUrl },
      ...(payload && { payload }),
    });
  return {
    owner,
    get: () => call('GET'),
    put: (payload: object) => call('PUT', payload),
    receiptRestaurant: () => loadReceiptRestaurant(testApp.testDatabase.database.db, owner.id),
  };
}

const LEGAL = {
  legalName: 'SARL Le Comptoir',
  siret: '303 265 045 00011',
  vatNumber: 'FR 40 303 265 045',
  isVatExempt: false,
};

describe('the legal fields of the restaurant profile', () => {
  it('start empty, not exempt', async () => {
    const api = await ownerApi('Chez Vide');
    expect((await api.get()).json()).toMatchObject({
      legalName: null,
      siret: null,
      vatNumber: null,
      isVatExempt: false,
      legalStreetAddress: null,
      legalPostalCode: null,
      legalCity: null,
    });
    expect(await api.receiptRestaurant()).toEqual({
      name: 'Chez Vide',
      legalName: null,
      address: null,
      siret: null,
      vatNumber: null,
      isVatExempt: false,
    });
  });

  it('are saved compacted and read back, by the API and by the receipts read model', async () => {
    const api = await ownerApi('Le Comptoir Légal');
    const saved = await api.put({
      ...LEGAL,
      streetAddress: '12 rue Oberkampf',
      postalCode: '75011',
      city: 'Paris',
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const expected = {
      legalName: 'SARL Le Comptoir',
      siret: '30326504500011',
      vatNumber: 'FR40303265045',
      isVatExempt: false,
    };
    expect(saved.json()).toMatchObject(expected);
    expect((await api.get()).json()).toMatchObject(expected);
    expect(await api.receiptRestaurant()).toEqual({
      name: 'Le Comptoir Légal',
      legalName: 'SARL Le Comptoir',
      address: '12 rue Oberkampf, 75011 Paris',
      siret: '30326504500011',
      vatNumber: 'FR40303265045',
      isVatExempt: false,
    });

    // The registered office elsewhere; then the franchise without a VAT number.
    const moved = await api.put({
      legalStreetAddress: '1 place du Siège',
      legalPostalCode: '69001',
      legalCity: 'Lyon',
      vatNumber: '',
      isVatExempt: true,
    });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(await api.receiptRestaurant()).toMatchObject({
      address: '1 place du Siège, 69001 Lyon',
      vatNumber: null,
      isVatExempt: true,
    });
    expect((await api.get()).json()).toMatchObject({ isVatExempt: true, city: 'Paris' });
  });

  it.each([
    ['siret', { siret: '303 265 045 00012' }, PROFILE_MESSAGES.siret],
    ['vatNumber', { vatNumber: 'FR41303265045' }, PROFILE_MESSAGES.vatNumber],
    ['isVatExempt', { isVatExempt: 'oui' }, PROFILE_MESSAGES.vatExempt],
    ['legalPostalCode', { legalPostalCode: '690' }, PROFILE_MESSAGES.postalCode],
  ])('refuses a wrong %s with 422 and a French message', async (field, payload, message) => {
    const api = await ownerApi(`Chez Faux ${field}`);
    const response = await api.put(payload);
    expect(response.statusCode).toBe(422);
    expect(response.json().error).toMatchObject({ code: 'VALIDATION', field, message });
  });

  it("refuses a VAT number of another company than the SIRET's, saving nothing", async () => {
    const api = await ownerApi('Chez Deux Sociétés');
    await api.put(LEGAL);
    const response = await api.put({ vatNumber: 'FR03552081317', legalName: 'Autre' });
    expect(response.statusCode).toBe(422);
    expect(response.json().error).toMatchObject({
      field: 'vatNumber',
      message: PROFILE_MESSAGES.vatNumberSiren,
    });
    expect((await api.get()).json()).toMatchObject({
      vatNumber: 'FR40303265045',
      legalName: 'SARL Le Comptoir',
    });
    // Both changed together, to the same company: accepted.
    const both = await api.put({ siret: '55208131766522', vatNumber: 'FR03552081317' });
    expect(both.statusCode, both.body).toBe(200);
  });
});
