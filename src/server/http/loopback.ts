/** Host names that stay on this machine: http is fine there, and no redirect applies. */
export const isLoopbackHost = (hostname: string) =>
  hostname === 'localhost' ||
  hostname.endsWith('.localhost') ||
  hostname === '::1' ||
  hostname === '[::1]' ||
  hostname.startsWith('127.');
