/**
 * The sources Google AdSense needs (its loader, its ad frames, its reporting), added to the
 * Content-Security-Policy of the free menu pages that load it, and of those only.
 */
const AD_SOURCES = {
  'script-src':
    'https://pagead2.googlesyndication.com https://*.googlesyndication.com https://*.adtrafficquality.google',
  'frame-src':
    'https://googleads.g.doubleclick.net https://*.googlesyndication.com https://*.google.com',
  'connect-src':
    'https://*.googlesyndication.com https://*.doubleclick.net https://*.adtrafficquality.google',
} as const;

export function openCspForAdNetwork(policy: string): string {
  const directives = policy
    .split(';')
    .map((directive) => directive.trim())
    .filter(Boolean);
  for (const [name, sources] of Object.entries(AD_SOURCES)) {
    const index = directives.findIndex((directive) => directive.split(' ')[0] === name);
    if (index === -1) directives.push(`${name} 'self' ${sources}`);
    else directives[index] = `${directives[index]} ${sources}`;
  }
  return directives.join('; ');
}
