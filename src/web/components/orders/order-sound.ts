/**
 * A short two-tone chime for new orders, made with Web Audio (no file to download). Browsers
 * keep audio suspended until the page has been touched: `isAllowed()` says whether it can play,
 * and `allow()` must run inside a click.
 */
let context: AudioContext | null = null;

function audioContext(): AudioContext | null {
  if (typeof AudioContext === 'undefined') return null;
  context ??= new AudioContext();
  return context;
}

export function isSoundAllowed(): boolean {
  return audioContext()?.state === 'running';
}

export async function allowSound(): Promise<boolean> {
  const audio = audioContext();
  if (!audio) return false;
  await audio.resume();
  return audio.state === 'running';
}

export function playNewOrderChime() {
  const audio = audioContext();
  if (audio?.state !== 'running') return;
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
