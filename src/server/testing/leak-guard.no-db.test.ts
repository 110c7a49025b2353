import { afterEach, describe, expect, it, vi } from 'vitest';
import { describeLeaks, readProcessState } from './leak-guard';

// Test files share their worker's modules (isolate: false). The guard installed for every file
// (vitest-setup.ts) compares the process before and after it: this shows it would catch a file
// that leaks, kind by kind, and stays quiet when nothing changed.
describe('the leak guard between test files', () => {
  const key = 'ardoiseLeakProbe';
  const onExit = () => {};
  afterEach(() => {
    Reflect.deleteProperty(globalThis, key);
    delete process.env.ARDOISE_LEAK_PROBE;
    vi.useRealTimers();
    process.off('exit', onExit);
  });

  it('finds nothing when nothing changed', () => {
    const before = readProcessState();
    expect(describeLeaks(before, readProcessState())).toEqual([]);
  });

  it('names a global added, an environment variable set, fake timers and a listener left', () => {
    const before = readProcessState();
    Reflect.set(globalThis, key, 1);
    process.env.ARDOISE_LEAK_PROBE = 'set by a test';
    vi.useFakeTimers();
    process.on('exit', onExit);
    // Fake timers also replace the timer globals and Date: named too.
    expect(describeLeaks(before, readProcessState())).toEqual(
      expect.arrayContaining([
        `global ${key} added`,
        'process.env.ARDOISE_LEAK_PROBE changed',
        'fake timers left on',
        'global setTimeout replaced',
        "1 process 'exit' listener(s) left",
      ]),
    );
  });

  it('names a global replaced', () => {
    Reflect.set(globalThis, key, 1);
    const before = readProcessState();
    Reflect.set(globalThis, key, 2);
    expect(describeLeaks(before, readProcessState())).toEqual([`global ${key} replaced`]);
  });
});
