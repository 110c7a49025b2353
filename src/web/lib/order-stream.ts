import { CALL_EVENTS, type CallChange } from '../../domain/calls/call-rules';
import type { Call } from '../../domain/calls/call-schema';
import { ORDER_STREAM_EVENT, type OrderStreamEvent } from '../../domain/orders/order-events';

/**
 * The owner's live order feed (`GET /api/v1/orders/events`, Server-Sent Events), one connection
 * per tab shared by every screen that listens (header badge, orders board). EventSource
 * reconnects by itself and sends Last-Event-ID, so the server replays what was missed.
 */
export type StreamState = 'connecting' | 'open' | 'reconnecting';

type Listener = (event: OrderStreamEvent) => void;
type StateListener = (state: StreamState) => void;
type CallListener = (change: CallChange, call: Call) => void;

const listeners = new Set<Listener>();
/** Told when the server refused the stream (signed out, member removed, tablet revoked). */
const refusedListeners = new Set<() => void>();
/** After a refusal, the next try (the session may be fine: a server restarting, a 429). */
const RETRY_AFTER_REFUSAL_MS = 5000;
/** Table calls ride the same connection (`call.created`, `call.acknowledged`, `call.expired`). */
const callListeners = new Set<CallListener>();
const stateListeners = new Set<StateListener>();
let source: EventSource | null = null;
let state: StreamState = 'connecting';

function setState(next: StreamState) {
  state = next;
  for (const listener of stateListeners) listener(next);
}

function connect() {
  source = new EventSource('/api/v1/orders/events');
  setState('connecting');
  source.onopen = () => setState('open');
  source.onerror = () => {
    setState('reconnecting');
    // A network cut: EventSource tries again by itself. An HTTP refusal closes it for good.
    if (source?.readyState !== EventSource.CLOSED) return;
    for (const listener of refusedListeners) listener();
    const refused = source;
    setTimeout(() => {
      if (source !== refused) return;
      source = null;
      if (listeners.size > 0 || stateListeners.size > 0 || callListeners.size > 0) connect();
    }, RETRY_AFTER_REFUSAL_MS);
  };
  // Named events (`event: order`); EventSource resends Last-Event-ID when it reconnects.
  source.addEventListener(ORDER_STREAM_EVENT, (message) => {
    const event = JSON.parse((message as MessageEvent<string>).data) as OrderStreamEvent;
    for (const listener of listeners) listener(event);
  });
  for (const change of Object.keys(CALL_EVENTS) as CallChange[]) {
    source.addEventListener(CALL_EVENTS[change], (message) => {
      const call = JSON.parse((message as MessageEvent<string>).data) as Call;
      for (const listener of callListeners) listener(change, call);
    });
  }
}

function disconnectWhenUnused() {
  if (listeners.size > 0 || stateListeners.size > 0 || callListeners.size > 0) return;
  source?.close();
  source = null;
}

/** Adds `listener` to `set`, connecting if need be; returns what removes it. */
function subscribe<T>(set: Set<T>, listener: T): () => void {
  set.add(listener);
  if (!source) connect();
  return () => {
    set.delete(listener);
    disconnectWhenUnused();
  };
}

export function subscribeToOrders(listener: Listener): () => void {
  return subscribe(listeners, listener);
}

export function subscribeToStreamState(listener: StateListener): () => void {
  const unsubscribe = subscribe(stateListeners, listener);
  listener(state);
  return unsubscribe;
}

export function subscribeToCalls(listener: CallListener): () => void {
  return subscribe(callListeners, listener);
}

export function onStreamRefused(listener: () => void): () => void {
  refusedListeners.add(listener);
  return () => {
    refusedListeners.delete(listener);
  };
}
