import type { Language } from '../languages';

/**
 * The "Mesure d'audience" note a diner page links to from its footer (issue 26 §1), in the five
 * reading languages: what the restaurant counts, and that no visitor is identified.
 */
export type AudienceStrings = {
  /** The footer's link, and the note's title. */
  title: string;
  text: string;
};

export const AUDIENCE_STRINGS: Record<Language, AudienceStrings> = {
  fr: {
    title: 'Mesure d’audience',
    text: 'Le restaurant compte les visites de façon anonyme : pages vues, plats ouverts, langues. Ce comptage n’utilise ni cookie, ni identifiant, ni script tiers, et rien ne permet de reconnaître un visiteur.',
  },
  en: {
    title: 'Audience measurement',
    text: 'The restaurant counts visits anonymously: pages viewed, dishes opened, languages. This counting uses no cookie, no identifier and no third-party script, and nothing identifies a visitor.',
  },
  es: {
    title: 'Medición de audiencia',
    text: 'El restaurante cuenta las visitas de forma anónima: páginas vistas, platos abiertos, idiomas. Este recuento no usa cookies, ni identificadores, ni scripts de terceros, y nada permite reconocer a un visitante.',
  },
  zh: {
    title: '访问统计',
    text: '餐厅以匿名方式统计访问：浏览的页面、打开的菜品、使用的语言。统计不使用 Cookie、标识符或第三方脚本，也不会识别任何访客。',
  },
  it: {
    title: 'Misurazione del pubblico',
    text: 'Il ristorante conta le visite in modo anonimo: pagine viste, piatti aperti, lingue. Questo conteggio non usa cookie, né identificativi, né script di terze parti, e nulla permette di riconoscere un visitatore.',
  },
};
