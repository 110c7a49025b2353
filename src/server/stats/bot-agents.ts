/**
 * Crawlers, link previews and scripts are not diners (docs/audience.md "Who is not counted"):
 * search engines (Googlebot, bingbot, Applebot, YandexBot…), chat apps fetching a preview
 * (facebookexternalhit, WhatsApp, Twitterbot, Slackbot, TelegramBot, Discordbot, LinkedInBot,
 * Skype, Teams), headless browsers and command-line or library clients (curl, wget, python,
 * Go, Java, node and its fetch). A request without a User-Agent is not counted either. "bot" must end a word,
 * so phone brands like Cubot stay diners.
 */
const NOT_A_DINER =
  /(?:bot|crawler|spider)(?:[/\-\s;),]|$)|slurp|facebookexternalhit|facebookcatalog|meta-externalagent|whatsapp|skypeuripreview|teams\/|preview|embedly|headlesschrome|lighthouse|^curl|^wget|python|go-http-client|^java|okhttp|axios|^node|undici|libwww|httpclient/i;

/** Answers kept per User-Agent: a browser's string repeats, the pattern runs once per kind. */
const MAX_REMEMBERED = 2000;

export function createBotFilter() {
  let known = new Map<string, boolean>();
  return function isBot(userAgent: string | undefined): boolean {
    if (!userAgent) return true;
    const remembered = known.get(userAgent);
    if (remembered !== undefined) return remembered;
    const isNot = NOT_A_DINER.test(userAgent);
    if (known.size >= MAX_REMEMBERED) known = new Map();
    known.set(userAgent, isNot);
    return isNot;
  };
}
