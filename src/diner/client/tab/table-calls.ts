import type { CallKind } from '../../../domain/calls/call-rules';
import type { CallStrings } from '../../../domain/i18n/diner/call-strings';
import {
  type CallNotice,
  type DinerCall,
  noticeOf,
  parseTracked,
  type TrackedCall,
} from '../../model/table-call';
import { el } from '../cart/dom';
import { recall, remember } from '../session-memory';
import { followCall, placeCall } from './call-api';

const trackedKey = (tableToken: string) => `ardoise.table-call:${tableToken}`;

const loadTracked = (tableToken: string) => recall(trackedKey(tableToken), parseTracked);

const saveTracked = (tableToken: string, tracked: TrackedCall | null) =>
  remember(trackedKey(tableToken), tracked);

/**
 * "Appeler un serveur" and "Demander l'addition" (issue 24 §4): the buttons under the table's
 * badge (in the page, kept invisible until now so that showing them moves nothing) send the
 * call; a notice at the bottom of the screen says it was sent, then "J'arrive" once staff
 * answer it on the board (the table's call stream, followed while the call waits). Made for
 * weak networks: the buttons are disabled while a call is on its way (a double tap sends one),
 * a lost answer keeps the choice for "Réessayer" (the server answers a repeat with the call
 * already open), and a reload picks the call up again.
 */
export function setupCalls(row: HTMLElement) {
  const strings = JSON.parse(row.dataset.strings ?? '{}') as CallStrings;
  const tableToken = row.dataset.tableToken ?? '';
  const lang = document.documentElement.lang || 'fr';
  const buttons = [...row.querySelectorAll<HTMLButtonElement>('button[data-call]')];
  let tracked = loadTracked(tableToken);
  let sending: CallKind | null = null;
  let notice: CallNotice | null = null;
  /** A call that did not leave (no answer): "Réessayer" sends the same one. */
  let retryKind: CallKind | null = null;
  let stop: (() => void) | null = null;

  // The live region is shown (empty) from the start, so that what it says next is read out.
  const text = el('p', { class: 'call-text', role: 'status' });
  const retry = el('button', { type: 'button', class: 'btn btn-ghost' }, strings.retry);
  const dismiss = el('button', { type: 'button', class: 'btn btn-ghost' }, strings.dismiss);
  const box = el('div', { class: 'call-notice' }, text, retry, dismiss);
  document.body.append(box);

  function render() {
    for (const button of buttons) button.disabled = sending !== null;
    if (notice) box.dataset.tone = notice.tone;
    else delete box.dataset.tone;
    text.textContent = notice?.text ?? '';
    retry.hidden = !notice || retryKind === null;
    dismiss.hidden = !notice?.canDismiss;
  }

  function unfollow() {
    stop?.();
    stop = null;
  }

  function apply(call: DinerCall | null) {
    if (!tracked) return;
    notice = noticeOf(tracked, call, strings);
    if (!notice?.isLive) unfollow();
    if (!notice) {
      tracked = null;
      saveTracked(tableToken, null);
    }
    render();
  }

  function follow() {
    if (!tracked || stop) return;
    stop = followCall(apply);
  }

  async function send(kind: CallKind) {
    if (sending) return;
    sending = kind;
    retryKind = null;
    notice = { text: strings.sending, tone: 'sending', canDismiss: false, isLive: false };
    render();
    const result = await placeCall(tableToken, kind, lang);
    sending = null;
    if (result.ok) {
      tracked = { id: result.call.id, kind: result.call.kind };
      saveTracked(tableToken, tracked);
      apply(result.call);
      follow();
      return;
    }
    if (result.error === 'network') retryKind = kind;
    const message =
      result.error === 'tooMany' ? result.message || strings.tooMany : strings[result.error];
    notice = { text: message, tone: 'problem', canDismiss: true, isLive: false };
    render();
  }

  for (const button of buttons) {
    const kind = button.dataset.call === 'bill' ? 'bill' : 'waiter';
    button.addEventListener('click', () => void send(kind));
  }
  retry.addEventListener('click', () => {
    if (retryKind) void send(retryKind);
  });
  dismiss.addEventListener('click', () => {
    notice = null;
    retryKind = null;
    if (tracked && !stop) {
      tracked = null;
      saveTracked(tableToken, null);
    }
    render();
  });
  // Back through the back-forward cache: the stream was closed with the page.
  window.addEventListener('pageshow', (event) => {
    if (!event.persisted) return;
    unfollow();
    follow();
  });

  row.removeAttribute('data-waiting');
  render();
  follow();
}
