import { afterEach, beforeEach, vi } from 'vitest';

/**
 * ARCHITECTURE.md §3.8: `console.error` during a test is a failure unless the test expects it.
 * A test that expects one calls `expectConsoleError()` first.
 */
let isExpected = false;
let calls: unknown[][] = [];

export function expectConsoleError() {
  isExpected = true;
}

export function installConsoleGuard() {
  beforeEach(() => {
    isExpected = false;
    calls = [];
    vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
      calls.push(args);
    });
  });
  afterEach(() => {
    vi.mocked(console.error).mockRestore();
    if (!isExpected && calls.length > 0) {
      throw new Error(`Unexpected console.error during the test:\n${calls.map(String).join('\n')}`);
    }
  });
}
