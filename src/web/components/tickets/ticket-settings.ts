import { useSyncExternalStore } from 'react';

/**
 * This device's ticket settings, kept in localStorage (a setting of the printer beside it, not
 * of the restaurant): the paper's width, 80 mm by default, and "Impression automatique", off
 * by default. Another tab of the same browser follows a change (the `storage` event).
 */
export const TICKET_WIDTHS = ['80', '58'] as const;
export type TicketWidth = (typeof TICKET_WIDTHS)[number];

const WIDTH_KEY = 'ardoise.ticket-width';
const AUTO_PRINT_KEY = 'ardoise.ticket-auto-print';

export type TicketSettings = { width: TicketWidth; isAutoPrintOn: boolean };

const listeners = new Set<() => void>();
let settings = readSettings();

function readItem(key: string): string | null {
  try {
    return globalThis.localStorage?.getItem(key) ?? null;
  } catch {
    return null; // storage refused (private mode): the defaults
  }
}

function readSettings(): TicketSettings {
  const width = readItem(WIDTH_KEY);
  return {
    width: width === '58' ? '58' : '80',
    isAutoPrintOn: readItem(AUTO_PRINT_KEY) === 'on',
  };
}

function save(key: string, value: string) {
  try {
    globalThis.localStorage?.setItem(key, value);
  } catch {
    // Not remembered (storage refused): the choice holds until the page is reloaded.
  }
}

function update(next: TicketSettings) {
  settings = next;
  for (const listener of listeners) listener();
}

export const getTicketSettings = () => settings;

export function setTicketWidth(width: TicketWidth) {
  save(WIDTH_KEY, width);
  update({ ...settings, width });
}

export function setAutoPrint(isOn: boolean) {
  save(AUTO_PRINT_KEY, isOn ? 'on' : 'off');
  update({ ...settings, isAutoPrintOn: isOn });
}

function onStorage(event: StorageEvent) {
  if (event.key === null || event.key === WIDTH_KEY || event.key === AUTO_PRINT_KEY) {
    update(readSettings());
  }
}

function subscribe(listener: () => void) {
  if (listeners.size === 0) window.addEventListener('storage', onStorage);
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0) window.removeEventListener('storage', onStorage);
  };
}

export function useTicketSettings(): TicketSettings {
  return useSyncExternalStore(subscribe, getTicketSettings);
}
