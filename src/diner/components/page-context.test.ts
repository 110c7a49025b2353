import { describe, expect, it } from 'vitest';
import { type PageContext, publicMenuId } from './page-context';

const page = (availabilityUrl?: string) => ({ availabilityUrl }) as PageContext;

describe('the menu a page counts for', () => {
  it('is the public menu the page follows, and none on the owner’s preview', () => {
    expect(publicMenuId(page('/api/v1/public/menus/m-1/availability/events'))).toBe('m-1');
    expect(publicMenuId(page('/api/v1/public/menus/a%20b/availability/events'))).toBe('a b');
    expect(publicMenuId(page(undefined))).toBeUndefined();
    expect(publicMenuId(page('/api/v1/public/menus/%E0/availability/events'))).toBeUndefined();
  });
});
