import { describe, expect, it } from 'vitest';
import { pickServedMenu } from './served-menu';

describe('pickServedMenu', () => {
  const menu = (id: string, isActive: boolean) => ({ id, isActive });

  it('serves the first active menu', () => {
    expect(pickServedMenu([menu('a', false), menu('b', true), menu('c', true)])?.id).toBe('b');
  });

  it('serves the oldest menu when none is active', () => {
    expect(pickServedMenu([menu('a', false), menu('b', false)])?.id).toBe('a');
  });

  it('serves nothing without menus', () => {
    expect(pickServedMenu([])).toBeUndefined();
  });
});
