import { useSyncExternalStore } from 'react';

/**
 * The new-order chime, made with Web Audio (no file to download). Browsers let a page play
 * sound only once it has been touched, and forget it at every load: the owner's choice is kept
 * (localStorage, on by default), and the sound is armed again by the first touch, click or key
 * anywhere on the page (`arm`, which must run inside that event). Until then the board says so.
 *
 * `off`: the owner turned the chime off; `waiting`: on, but no touch since the page loaded (or
 * the system suspended audio since); `armed`: it will play; `unsupported`: no Web Audio here.
 */
export type SoundState = 'off' | 'waiting' | 'armed' | 'unsupported';

const STORAGE_KEY = 'ardoise.order-sound';

let context: AudioContext | null = null;
let isOn = readPreference();
const listeners = new Set<() => void>();

function readPreference(): boolean {
  try {
    return globalThis.localStorage?.getItem(STORAGE_KEY) !== 'off';
  } catch {
    return true; // storage refused (private mode): on, as by default
  }
}

function emit() {
  for (const listener of listeners) listener();
}

export function getSoundState(): SoundState {
  if (typeof AudioContext === 'undefined') return 'unsupported';
  if (!isOn) return 'off';
  return context?.state === 'running' ? 'armed' : 'waiting';
}

/**
 * Starts audio; call it from a user gesture's handler, before any `await`. The context is
 * created there, not at load, where browsers would refuse it (and warn in the console).
 */
export function arm() {
  if (typeof AudioContext === 'undefined') return;
  if (!context) {
    context = new AudioContext();
    // A phone may suspend audio later (a call, the app sent to the background): the board
    // then asks for a touch again.
    context.onstatechange = emit;
  }
  void context.resume().then(emit, emit);
}

/** The owner's choice, remembered for the next loads; turning it on counts as the touch. */
export function setSoundOn(next: boolean) {
  isOn = next;
  try {
    globalThis.localStorage?.setItem(STORAGE_KEY, next ? 'on' : 'off');
  } catch {
    // Not remembered (storage refused): the choice still holds until the page is reloaded.
  }
  if (next) arm();
  emit();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

export function useSoundState(): SoundState {
  return useSyncExternalStore(subscribe, getSoundState);
}

export function playNewOrderChime() {
  if (getSoundState() !== 'armed' || !context) return;
  const audio = context;
  const start = audio.currentTime;
  for (const [offset, frequency] of [
    [0, 880],
    [0.18, 1320],
  ] as const) {
    const oscillator = audio.createOscillator();
    const gain = audio.createGain();
    oscillator.frequency.value = frequency;
    gain.gain.setValueAtTime(0.0001, start + offset);
    gain.gain.exponentialRampToValueAtTime(0.3, start + offset + 0.02);
    gain.gain.exponentialRampToValueAtTime(0.0001, start + offset + 0.35);
    oscillator.connect(gain).connect(audio.destination);
    oscillator.start(start + offset);
    oscillator.stop(start + offset + 0.4);
  }
}
