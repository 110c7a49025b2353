import { LANGUAGE_OFFER, preferredLanguage } from '../../domain/i18n/diner/language-offer';
import { rememberLanguage } from './language-memory';

const DISMISSED_KEY = 'ardoise.lang-offer';

function isDismissed(): boolean {
  try {
    return sessionStorage.getItem(DISMISSED_KEY) !== null;
  } catch {
    return false;
  }
}

function dismiss() {
  try {
    sessionStorage.setItem(DISMISSED_KEY, '1');
  } catch {
    // Storage refused: the banner comes back on the next page, nothing worse.
  }
}

/**
 * On a French page of a Premium menu, offers the diner their phone's language in one tap, in
 * that language. The server never varies the page by Accept-Language (pages stay cacheable
 * and shareable): the phone's languages are read here. The banner links to the selector's own
 * link for that language (so a table token or a filter in it is kept); choosing it is
 * remembered by the language memory, closing it is remembered for the visit.
 */
export function setupLanguageOffer() {
  if (document.documentElement.lang !== 'fr' || isDismissed()) return;
  const links = [...document.querySelectorAll<HTMLAnchorElement>('[data-langs] a[data-lang]')];
  const offered = links.map((link) => link.dataset.lang ?? '');
  const lang = preferredLanguage(navigator.languages ?? [navigator.language], offered);
  const link = links.find((candidate) => candidate.dataset.lang === lang);
  const strings = lang ? LANGUAGE_OFFER[lang as keyof typeof LANGUAGE_OFFER] : undefined;
  if (!lang || !link || !strings) return;

  const banner = document.createElement('aside');
  banner.className = 'lang-offer';
  banner.lang = lang;
  banner.setAttribute('aria-label', strings.text);
  const text = document.createElement('p');
  text.textContent = strings.text;
  const action = document.createElement('a');
  action.className = 'btn';
  action.href = link.href;
  action.hreflang = lang;
  action.dataset.lang = lang;
  action.textContent = strings.action;
  action.addEventListener('click', () => rememberLanguage(lang));
  const close = document.createElement('button');
  close.type = 'button';
  close.className = 'btn btn-ghost';
  close.setAttribute('aria-label', strings.close);
  close.textContent = '×';
  close.addEventListener('click', () => {
    dismiss();
    banner.remove();
  });
  banner.append(text, action, close);
  document.body.append(banner);
}
