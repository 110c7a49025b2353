import type { Language } from '../languages';

/**
 * The restaurant's header on diner pages (issue 15 §5): opening state, hours and links, in the
 * five reading languages. Day names come from Intl (`weekdayName`), times stay "HH:MM".
 */
export type ProfileStrings = {
  openNow: string;
  closed: string;
  /** `{hours}`: today's ranges, "Aujourd’hui : 12:00–14:30, 19:00–22:30". */
  today: string;
  closedToday: string;
  /** Title of the week's hours (a <details> summary). */
  hours: string;
  /** Screen readers: what the address link does. */
  address: string;
  /** `{phone}`: the number as written. */
  call: string;
  website: string;
  instagram: string;
  reservation: string;
  /** `{restaurant}`. */
  logo: string;
  /** Screen readers: the links' list. */
  contact: string;
};

export const PROFILE_STRINGS: Readonly<Record<Language, ProfileStrings>> = {
  fr: {
    openNow: 'Ouvert maintenant',
    closed: 'Fermé',
    today: 'Aujourd’hui : {hours}',
    closedToday: 'Fermé aujourd’hui',
    hours: 'Horaires d’ouverture',
    address: 'Adresse (ouvrir le plan)',
    call: 'Appeler le {phone}',
    website: 'Site web',
    instagram: 'Instagram',
    reservation: 'Réserver une table',
    logo: 'Logo de {restaurant}',
    contact: 'Coordonnées',
  },
  en: {
    openNow: 'Open now',
    closed: 'Closed',
    today: 'Today: {hours}',
    closedToday: 'Closed today',
    hours: 'Opening hours',
    address: 'Address (open the map)',
    call: 'Call {phone}',
    website: 'Website',
    instagram: 'Instagram',
    reservation: 'Book a table',
    logo: '{restaurant} logo',
    contact: 'Contact',
  },
  es: {
    openNow: 'Abierto ahora',
    closed: 'Cerrado',
    today: 'Hoy: {hours}',
    closedToday: 'Cerrado hoy',
    hours: 'Horario',
    address: 'Dirección (abrir el mapa)',
    call: 'Llamar al {phone}',
    website: 'Sitio web',
    instagram: 'Instagram',
    reservation: 'Reservar mesa',
    logo: 'Logotipo de {restaurant}',
    contact: 'Contacto',
  },
  zh: {
    openNow: '营业中',
    closed: '休息中',
    today: '今天：{hours}',
    closedToday: '今日休息',
    hours: '营业时间',
    address: '地址（打开地图）',
    call: '拨打 {phone}',
    website: '网站',
    instagram: 'Instagram',
    reservation: '预订餐位',
    logo: '{restaurant} 标志',
    contact: '联系方式',
  },
  it: {
    openNow: 'Aperto ora',
    closed: 'Chiuso',
    today: 'Oggi: {hours}',
    closedToday: 'Chiuso oggi',
    hours: 'Orari di apertura',
    address: 'Indirizzo (apri la mappa)',
    call: 'Chiama il {phone}',
    website: 'Sito web',
    instagram: 'Instagram',
    reservation: 'Prenota un tavolo',
    logo: 'Logo di {restaurant}',
    contact: 'Contatti',
  },
};

const weekdayFormatters = new Map<Language, Intl.DateTimeFormat>();

/** "lundi", "Monday", "lunes", "星期一", "lunedì" for ISO weekday 1. */
export function weekdayName(weekday: number, lang: Language): string {
  let formatter = weekdayFormatters.get(lang);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat(lang, { weekday: 'long', timeZone: 'UTC' });
    weekdayFormatters.set(lang, formatter);
  }
  // 2024-01-01 was a Monday.
  return formatter.format(Date.UTC(2024, 0, weekday));
}
