import { afterAll, beforeAll } from 'vitest';

/**
 * A test file's shared fixture in one line: `create` runs before the file's tests, `dispose`
 * after them, and the returned object stands for what `create` made (read it in tests only).
 */
export function forThisFile<T extends object>(
  create: () => Promise<T>,
  dispose: (value: T) => Promise<void>,
): T {
  let current: T | undefined;
  beforeAll(async () => {
    current = await create();
  });
  afterAll(async () => {
    if (current) await dispose(current);
  });
  return new Proxy({} as T, {
    get(_target, key) {
      if (!current) throw new Error('forThisFile: the fixture exists from beforeAll on');
      const value = Reflect.get(current, key);
      return typeof value === 'function' ? value.bind(current) : value;
    },
  });
}
