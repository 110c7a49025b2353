import { describe, expect, it } from 'vitest';
import { createEmptyMenu } from '../../../domain/menu/menu-schema';
import {
  createDraftStore,
  createMemoryDraftStorage,
  draftKey,
  isDraftWorthOffering,
  isSameDocument,
} from './draft-store';

const menu = (name: string) => ({ ...createEmptyMenu(), name });

function twoTabs() {
  const storage = createMemoryDraftStorage();
  const tab = (tabId: string) => createDraftStore({ storage, ownerId: 'o1', tabId, now: () => 42 });
  return { storage, first: tab('tab-1'), second: tab('tab-2') };
}

describe('draft store', () => {
  it('keeps one record per owner and menu, the new menu included', async () => {
    const { storage, first } = twoTabs();
    await first.save({ menuId: null, baseVersion: null, document: menu('A'), revision: 1 });
    await first.save({ menuId: 'm1', baseVersion: 3, document: menu('B'), revision: 2 });
    expect(draftKey('o1', null)).toBe('menu-draft:o1:new');
    expect(await storage.get('menu-draft:o1:new')).toMatchObject({ document: { name: 'A' } });
    expect(await first.load('m1')).toEqual({
      menuId: 'm1',
      baseVersion: 3,
      document: menu('B'),
      revision: 2,
      tabId: 'tab-1',
      savedAt: 42,
    });
    const otherOwner = createDraftStore({ storage, ownerId: 'o2', tabId: 'tab-1' });
    expect(await otherOwner.load('m1')).toBeUndefined();
  });

  it('clears a record once acknowledged, unless something newer was written', async () => {
    const { first } = twoTabs();
    await first.save({ menuId: 'm1', baseVersion: 1, document: menu('v3'), revision: 3 });
    await first.clearAcknowledged('m1', 2);
    expect(await first.load('m1')).toBeDefined();
    await first.clearAcknowledged('m1', 3);
    expect(await first.load('m1')).toBeUndefined();
  });

  it("never clears another tab's work", async () => {
    const { first, second } = twoTabs();
    await second.save({ menuId: 'm1', baseVersion: 1, document: menu('other tab'), revision: 1 });
    await first.clearAcknowledged('m1', 99);
    expect(await first.load('m1')).toMatchObject({ tabId: 'tab-2' });
    await first.discard('m1');
    expect(await first.load('m1')).toBeUndefined();
  });

  it('offers a draft back only when it differs from the current document', () => {
    const base = menu('Carte');
    const record = { menuId: 'm1', baseVersion: 1, revision: 1, tabId: 't', savedAt: 0 };
    expect(isDraftWorthOffering(undefined, base)).toBe(false);
    expect(isDraftWorthOffering({ ...record, document: menu('Carte') }, base)).toBe(false);
    expect(isDraftWorthOffering({ ...record, document: menu('Carte du soir') }, base)).toBe(true);
  });

  it('compares documents whatever the order of their keys', () => {
    const a = { name: 'X', categories: [{ id: 'plats', name: 'Plats', items: [] }] };
    const b = { categories: [{ items: [], name: 'Plats', id: 'plats' }], name: 'X' };
    expect(isSameDocument(a, b)).toBe(true);
    expect(isSameDocument(a, { ...b, name: 'Y' })).toBe(false);
  });
});
