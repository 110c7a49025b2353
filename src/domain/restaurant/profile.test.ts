import { describe, expect, it } from 'vitest';
import { openingStateAt } from './opening-state';
import {
  formatAddress,
  formatPhoneNational,
  mapUrl,
  normalizeFrenchPhone,
  normalizeInstagram,
  openingHoursSpecification,
  PROFILE_MESSAGES,
  RestaurantProfileChangesSchema,
  RestaurantProfileSchema,
  rangesOfDay,
} from './profile';

const parse = (input: object) => RestaurantProfileChangesSchema.safeParse(input);
const messageOf = (input: object) => parse(input).error?.issues[0]?.message;

describe('phone numbers', () => {
  it.each([
    ['01 23 45 67 89', '+33123456789'],
    ['0123456789', '+33123456789'],
    ['01.23.45.67.89', '+33123456789'],
    ['06-12-34-56-78', '+33612345678'],
    ['+33 1 23 45 67 89', '+33123456789'],
    ['+33 (0)1 23 45 67 89', null],
    ['0033 6 12 34 56 78', '+33612345678'],
  ])('%j → %j', (input, expected) => {
    expect(normalizeFrenchPhone(input)).toBe(expected);
  });

  it.each(['12345', '00 23 45 67 89', '+44 20 7946 0958', '01 23 45 67 8', 'appelez-nous'])(
    'refuses %j with the French message',
    (phone) => {
      expect(messageOf({ phone })).toBe(PROFILE_MESSAGES.phone);
    },
  );

  it('is stored in E.164 and read the French way', () => {
    expect(parse({ phone: ' 01 23 45 67 89 ' }).data?.phone).toBe('+33123456789');
    expect(formatPhoneNational('+33123456789')).toBe('01 23 45 67 89');
  });
});

describe('links', () => {
  it('accept https only', () => {
    expect(parse({ website: 'https://www.bistro.fr/' }).data?.website).toBe(
      'https://www.bistro.fr/',
    );
    for (const website of [
      'http://www.bistro.fr',
      'javascript:alert(1)',
      'www.bistro.fr',
      'https://localhost',
    ]) {
      expect(messageOf({ website }), website).toBe(PROFILE_MESSAGES.url);
    }
    expect(messageOf({ reservationUrl: 'ftp://x.fr' })).toBe(PROFILE_MESSAGES.url);
    expect(messageOf({ website: `https://a.fr/${'x'.repeat(500)}` })).toBe(
      PROFILE_MESSAGES.urlTooLong,
    );
  });

  it.each([
    ['@le.bistro', 'le.bistro'],
    ['Le_Bistro', 'le_bistro'],
    ['https://www.instagram.com/le_bistro/', 'le_bistro'],
    ['instagram.com/le_bistro?hl=fr', 'le_bistro'],
    ['https://example.com/le_bistro', null],
    ['le bistro', null],
    ['.bistro', null],
  ])('Instagram %j → %j', (input, expected) => {
    expect(normalizeInstagram(input)).toBe(expected);
  });

  it('refuses an Instagram account that is none, in French', () => {
    expect(messageOf({ instagram: 'https://facebook.com/bistro' })).toBe(
      PROFILE_MESSAGES.instagram,
    );
  });
});

describe('address and text', () => {
  it('takes a 5-digit postal code', () => {
    expect(parse({ postalCode: '75011' }).success).toBe(true);
    for (const postalCode of ['7501', '750111', 'ABCDE']) {
      expect(messageOf({ postalCode }), postalCode).toBe(PROFILE_MESSAGES.postalCode);
    }
  });

  it('limits lengths and empties blank fields', () => {
    expect(messageOf({ description: 'x'.repeat(301) })).toBe(PROFILE_MESSAGES.descriptionTooLong);
    expect(parse({ description: 'x'.repeat(300) }).success).toBe(true);
    expect(messageOf({ streetAddress: 'x'.repeat(121) })).toBe(
      PROFILE_MESSAGES.streetAddressTooLong,
    );
    expect(parse({ city: '   ', phone: '', website: null }).data).toEqual({
      city: null,
      phone: null,
      website: null,
    });
  });

  it('formats the address and its map link', () => {
    const address = formatAddress({
      streetAddress: '12 rue Oberkampf',
      postalCode: '75011',
      city: 'Paris',
    });
    expect(address).toBe('12 rue Oberkampf, 75011 Paris');
    expect(mapUrl(address ?? '')).toBe(
      'https://www.google.com/maps/search/?api=1&query=12%20rue%20Oberkampf%2C%2075011%20Paris',
    );
    expect(formatAddress({ streetAddress: null, postalCode: null, city: null })).toBeNull();
  });

  it('refuses a malformed image id', () => {
    expect(messageOf({ logoImageId: '../etc' })).toBe(PROFILE_MESSAGES.imageId);
  });
});

describe('opening hours', () => {
  const hours = RestaurantProfileSchema.shape.openingHours.parse([
    { days: [2, 3, 4, 5, 6], start: '12:00', end: '14:30' },
    { days: [5, 6], start: '19:00', end: '01:00' },
  ]);

  it('lists a day’s ranges and becomes schema.org specifications', () => {
    expect(rangesOfDay(hours, 5)).toEqual(['12:00–14:30', '19:00–01:00']);
    expect(rangesOfDay(hours, 1)).toEqual([]);
    const specs = openingHoursSpecification(hours);
    expect(specs).toHaveLength(7);
    expect(specs[0]).toEqual({
      '@type': 'OpeningHoursSpecification',
      dayOfWeek: 'https://schema.org/Tuesday',
      opens: '12:00',
      closes: '14:30',
    });
    // Past midnight: on the day it starts, closes before opens (schema.org: the next day).
    expect(specs.at(-1)).toEqual({
      '@type': 'OpeningHoursSpecification',
      dayOfWeek: 'https://schema.org/Saturday',
      opens: '19:00',
      closes: '01:00',
    });
  });

  it('says open or closed in Paris time and until when that holds', () => {
    // Friday 2026-11-27, 13:00 in Paris (UTC+1).
    const lunch = openingStateAt(hours, new Date('2026-11-27T12:00:00Z'));
    expect(lunch).toEqual({
      isOpen: true,
      weekday: 5,
      validUntil: Date.parse('2026-11-27T13:30:00Z'),
    });
    // Saturday 00:30 in Paris: Friday's evening range is still running.
    const late = openingStateAt(hours, new Date('2026-11-27T23:30:00Z'));
    expect(late).toEqual({
      isOpen: true,
      weekday: 6,
      validUntil: Date.parse('2026-11-28T00:00:00Z'),
    });
    // Monday: closed all day; today's hours change at midnight before the next opening.
    const monday = openingStateAt(hours, new Date('2026-11-30T10:00:00Z'));
    expect(monday).toEqual({
      isOpen: false,
      weekday: 1,
      validUntil: Date.parse('2026-11-30T23:00:00Z'),
    });
    expect(openingStateAt([], new Date()).isOpen).toBeNull();
  });
});
