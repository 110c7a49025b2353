import { describe, expect, it } from 'vitest';
import {
  type Clock,
  createSaveController,
  type SaveAck,
  type SaveControllerOptions,
  type SaveFailure,
  type SaveTarget,
} from './save-controller';

type Doc = { name: string };

/** Timers that only move when the test says so. */
function fakeClock() {
  let now = 0;
  let nextId = 1;
  const timers = new Map<number, { at: number; callback: () => void }>();
  const clock: Clock = {
    setTimeout(callback, ms) {
      const id = nextId++;
      timers.set(id, { at: now + ms, callback });
      return id;
    },
    clearTimeout: (handle) => void timers.delete(handle as number),
  };
  async function advance(ms: number) {
    const target = now + ms;
    for (;;) {
      const due = [...timers.entries()]
        .filter(([, timer]) => timer.at <= target)
        .sort((a, b) => a[1].at - b[1].at)[0];
      if (!due) break;
      timers.delete(due[0]);
      now = due[1].at;
      due[1].callback();
      await settle();
    }
    now = target;
  }
  return { clock, advance };
}

const settle = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/** A server whose answers the test releases one by one. */
function fakeServer() {
  const calls: {
    document: Doc;
    target: SaveTarget;
    resolve: (ack: SaveAck) => void;
    reject: (error: unknown) => void;
  }[] = [];
  const save = (document: Doc, target: SaveTarget) =>
    new Promise<SaveAck>((resolve, reject) => calls.push({ document, target, resolve, reject }));
  return { calls, save };
}

class FakeError extends Error {
  constructor(readonly failure: SaveFailure) {
    super(failure.status);
  }
}

function setup(overrides: Partial<SaveControllerOptions<Doc>> = {}) {
  const time = fakeClock();
  const server = fakeServer();
  const saved: { wasCreated: boolean; isUpToDate: boolean; version: number }[] = [];
  const controller = createSaveController<Doc>({
    initial: { document: { name: 'Carte' }, id: 'm1', version: 1 },
    save: server.save,
    classifyError: (error) => (error as FakeError).failure,
    validate: (doc) => (doc.name.trim() ? null : 'Veuillez donner un nom à votre menu.'),
    clock: time.clock,
    onSaved: ({ ack, wasCreated, isUpToDate }) =>
      saved.push({ wasCreated, isUpToDate, version: ack.version }),
    ...overrides,
  });
  return { controller, server, saved, advance: time.advance };
}

describe('save controller', () => {
  it('autosaves one second after the last change, with the acknowledged version', async () => {
    const { controller, server, advance } = setup();
    expect(controller.getState().status).toBe('saved'); // as loaded from the server
    controller.edit({ name: 'Carte d' });
    await advance(600);
    controller.edit({ name: "Carte d'été" });
    expect(controller.getState()).toMatchObject({ status: 'dirty', hasUnsavedChanges: true });
    await advance(999);
    expect(server.calls).toHaveLength(0);
    await advance(1);
    expect(server.calls).toHaveLength(1);
    expect(server.calls[0]?.document).toEqual({ name: "Carte d'été" });
    expect(server.calls[0]?.target).toEqual({ id: 'm1', version: 1 });
    expect(controller.getState().status).toBe('saving');
    server.calls[0]?.resolve({ id: 'm1', version: 2 });
    await settle();
    expect(controller.getState()).toMatchObject({
      status: 'saved',
      version: 2,
      hasUnsavedChanges: false,
    });
  });

  it('keeps one save in flight and sends changes made meanwhile right after it', async () => {
    const { controller, server, saved, advance } = setup();
    controller.edit({ name: 'A' });
    const first = controller.saveNow();
    expect(server.calls).toHaveLength(1);
    controller.edit({ name: 'AB' });
    await advance(1000); // the autosave of "AB" is due, but a save is in flight
    expect(server.calls).toHaveLength(1);
    server.calls[0]?.resolve({ id: 'm1', version: 2 });
    expect(await first).toEqual({ ok: true });
    expect(server.calls).toHaveLength(2);
    expect(server.calls[1]?.document).toEqual({ name: 'AB' });
    expect(server.calls[1]?.target).toEqual({ id: 'm1', version: 2 });
    expect(saved[0]).toEqual({ wasCreated: false, isUpToDate: false, version: 2 });
    server.calls[1]?.resolve({ id: 'm1', version: 3 });
    await settle();
    expect(controller.getState()).toMatchObject({ status: 'saved', version: 3 });
  });

  it('saves now without waiting, and does nothing without changes', async () => {
    const { controller, server, advance } = setup();
    expect(await controller.saveNow()).toEqual({ ok: true });
    expect(server.calls).toHaveLength(0);
    controller.edit({ name: 'B' });
    const outcome = controller.saveNow();
    expect(server.calls).toHaveLength(1);
    server.calls[0]?.resolve({ id: 'm1', version: 2 });
    expect(await outcome).toEqual({ ok: true });
    await advance(5000); // the cancelled autosave does not send again
    expect(server.calls).toHaveLength(1);
  });

  it('creates a new menu on its first save, then updates it', async () => {
    const seen: unknown[] = [];
    const { controller, server, saved } = setup({
      initial: { document: { name: 'Nouveau Menu' }, id: null, version: null },
      onSaved: ({ ack, wasCreated }) => {
        saved.push({ wasCreated, isUpToDate: true, version: ack.version });
        // What a listener of the acknowledgement sees (the editor navigates from here).
        const { id, hasUnsavedChanges } = controller.getState();
        seen.push({ id, hasUnsavedChanges });
      },
    });
    expect(controller.getState().status).toBe('idle'); // nothing saved yet, nothing to save
    controller.edit({ name: 'Midi' });
    void controller.saveNow();
    expect(server.calls[0]?.target).toEqual({ id: null, version: null });
    server.calls[0]?.resolve({ id: 'new-id', version: 1 });
    await settle();
    expect(saved[0]?.wasCreated).toBe(true);
    expect(seen).toEqual([{ id: 'new-id', hasUnsavedChanges: false }]);
    controller.edit({ name: 'Midi et soir' });
    void controller.saveNow();
    expect(server.calls[1]?.target).toEqual({ id: 'new-id', version: 1 });
  });

  it('refuses an invalid menu without sending it, until the next change', async () => {
    const { controller, server, advance } = setup();
    controller.edit({ name: '  ' });
    expect(await controller.saveNow()).toEqual({
      ok: false,
      status: 'invalid',
      message: 'Veuillez donner un nom à votre menu.',
    });
    expect(controller.getState().message).toBe('Veuillez donner un nom à votre menu.');
    await advance(60_000);
    expect(server.calls).toHaveLength(0);
    controller.edit({ name: 'Carte' });
    expect(controller.getState().status).toBe('dirty');
    await advance(1000);
    expect(server.calls).toHaveLength(1);
  });

  it('waits offline without sending, and saves when the browser is back online', async () => {
    let online = false;
    const { controller, server, advance } = setup({ isOnline: () => online });
    controller.edit({ name: 'Hors ligne' });
    await advance(1000);
    expect(server.calls).toHaveLength(0);
    expect(controller.getState()).toMatchObject({ status: 'offline', hasUnsavedChanges: true });
    online = true;
    controller.retry();
    expect(server.calls).toHaveLength(1);
  });

  it('retries a save the network lost, with a delay', async () => {
    const { controller, server, advance } = setup({ retryDelaysMs: [2000, 5000] });
    controller.edit({ name: 'C' });
    await advance(1000);
    server.calls[0]?.reject(new FakeError({ status: 'offline', message: null }));
    await settle();
    expect(controller.getState().status).toBe('offline');
    await advance(1999);
    expect(server.calls).toHaveLength(1);
    await advance(1);
    expect(server.calls).toHaveLength(2);
    server.calls[1]?.resolve({ id: 'm1', version: 2 });
    await settle();
    expect(controller.getState().status).toBe('saved');
  });

  it('stops on a conflict until the owner overwrites, then sends over the latest version', async () => {
    const { controller, server, advance } = setup();
    controller.edit({ name: 'Mine' });
    await advance(1000);
    const message = 'Ce menu a été modifié ailleurs. Rechargez pour voir la dernière version.';
    server.calls[0]?.reject(new FakeError({ status: 'conflict', message }));
    await settle();
    expect(controller.getState()).toMatchObject({ status: 'conflict', message });
    controller.edit({ name: 'Mine too' });
    await advance(60_000);
    expect(server.calls).toHaveLength(1);
    expect(await Promise.race([controller.saveNow(), settle().then(() => 'pending')])).toEqual({
      ok: false,
      status: 'conflict',
      message,
    });
    const outcome = controller.overwrite(7);
    expect(server.calls[1]?.target).toEqual({ id: 'm1', version: 7 });
    expect(server.calls[1]?.document).toEqual({ name: 'Mine too' });
    server.calls[1]?.resolve({ id: 'm1', version: 8 });
    expect(await outcome).toEqual({ ok: true });
  });

  it('reset (reload) replaces the working copy and ignores a late answer', async () => {
    const { controller, server } = setup();
    controller.edit({ name: 'Stale' });
    void controller.saveNow();
    controller.reset({ document: { name: 'Latest' }, id: 'm1', version: 5 });
    server.calls[0]?.resolve({ id: 'm1', version: 2 });
    await settle();
    expect(controller.getState()).toMatchObject({
      document: { name: 'Latest' },
      version: 5,
      status: 'saved',
      hasUnsavedChanges: false,
    });
  });

  it('reports a refusal (403) and stops autosaving', async () => {
    const { controller, server, advance } = setup();
    controller.edit({ name: 'X' });
    await advance(1000);
    server.calls[0]?.reject(new FakeError({ status: 'blocked', message: 'Interdit' }));
    await settle();
    controller.edit({ name: 'XY' });
    await advance(60_000);
    expect(server.calls).toHaveLength(1);
    expect(controller.getState()).toMatchObject({ status: 'blocked', message: 'Interdit' });
  });

  it('resumes an unacknowledged working copy: unsaved at once, autosaved once started', async () => {
    const { controller, server, advance } = setup({
      initial: { document: { name: 'Brouillon' }, id: 'm1', version: 3, hasUnsavedChanges: true },
    });
    expect(controller.getState()).toMatchObject({ status: 'dirty', hasUnsavedChanges: true });
    await advance(5000);
    expect(server.calls).toHaveLength(0); // nothing runs before the session starts it
    controller.saveSoon();
    await advance(1000);
    expect(server.calls[0]).toMatchObject({
      document: { name: 'Brouillon' },
      target: { id: 'm1', version: 3 },
    });
  });

  it('notifies subscribers of every state change', () => {
    const { controller } = setup();
    let calls = 0;
    const unsubscribe = controller.subscribe(() => calls++);
    controller.edit({ name: 'Z' });
    void controller.saveNow();
    unsubscribe();
    controller.edit({ name: 'ZZ' });
    expect(calls).toBe(2);
  });
});
