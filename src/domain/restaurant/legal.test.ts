import { describe, expect, it } from 'vitest';
import {
  formatSiret,
  frenchVatKey,
  isValidFrenchVatNumber,
  isValidSiret,
  isVatNumberOfOtherCompany,
} from './legal';
import { EMPTY_PROFILE, PROFILE_MESSAGES, RestaurantProfileChangesSchema } from './profile';

describe('SIRET', () => {
  it.each(['73282932000074', '55208131766522', '35600000000048'])('accepts %s (Luhn)', (siret) => {
    expect(isValidSiret(siret)).toBe(true);
  });

  it("accepts La Poste's establishments, whose digits add up to a multiple of 5", () => {
    expect(isValidSiret('35600000049837')).toBe(true);
    expect(isValidSiret('35600000049838')).toBe(false);
  });

  it.each(['73282932000075', '7328293200007', '732829320000745', '7328293200007A', ''])(
    'refuses %s',
    (siret) => {
      expect(isValidSiret(siret)).toBe(false);
    },
  );

  it('is printed in groups', () => {
    expect(formatSiret('73282932000074')).toBe('732 829 320 00074');
  });
});

describe('French VAT number', () => {
  it('checks the numeric key: (12 + 3 × (SIREN mod 97)) mod 97', () => {
    expect(frenchVatKey('552081317')).toBe('03');
    expect(isValidFrenchVatNumber('FR03552081317')).toBe(true);
    expect(isValidFrenchVatNumber('FR40303265045')).toBe(true);
    expect(isValidFrenchVatNumber('FR41303265045')).toBe(false);
  });

  it('takes an alphanumeric key as written, and refuses other shapes', () => {
    expect(isValidFrenchVatNumber('FRK7552081317')).toBe(true);
    expect(isValidFrenchVatNumber('FRO7552081317')).toBe(false);
    expect(isValidFrenchVatNumber('DE03552081317')).toBe(false);
    expect(isValidFrenchVatNumber('FR0355208131')).toBe(false);
    expect(isValidFrenchVatNumber('FR03552081318')).toBe(false);
  });

  it('must name the company of the SIRET', () => {
    const siret = '55208131766522';
    expect(isVatNumberOfOtherCompany({ siret, vatNumber: 'FR03552081317' })).toBe(false);
    expect(isVatNumberOfOtherCompany({ siret, vatNumber: 'FR40303265045' })).toBe(true);
    expect(isVatNumberOfOtherCompany({ siret: null, vatNumber: 'FR40303265045' })).toBe(false);
  });
});

describe('the legal fields of the profile', () => {
  it('compacts what owners paste, and empties with ""', () => {
    expect(
      RestaurantProfileChangesSchema.parse({
        legalName: '  SARL Le Comptoir ',
        siret: '732 829 320 00074',
        vatNumber: 'fr 40 303.265.045',
        isVatExempt: false,
        legalCity: '',
      }),
    ).toEqual({
      legalName: 'SARL Le Comptoir',
      siret: '73282932000074',
      vatNumber: 'FR40303265045',
      isVatExempt: false,
      legalCity: null,
    });
    expect(EMPTY_PROFILE).toMatchObject({ siret: null, vatNumber: null, isVatExempt: false });
  });

  it('refuses a wrong SIRET or VAT number in French', () => {
    const result = RestaurantProfileChangesSchema.safeParse({
      siret: '73282932000075',
      vatNumber: 'FR41303265045',
      legalPostalCode: '7501',
    });
    expect(result.error?.issues.map((issue) => [issue.path[0], issue.message])).toEqual([
      ['siret', PROFILE_MESSAGES.siret],
      ['vatNumber', PROFILE_MESSAGES.vatNumber],
      ['legalPostalCode', PROFILE_MESSAGES.postalCode],
    ]);
  });
});
