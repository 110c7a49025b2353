/**
 * When the control that opened a dialog is gone (its dish or category was deleted), the focus
 * goes to the page's main area rather than being lost on <body>.
 */
export function focusMain() {
  document.getElementById('contenu')?.focus({ preventScroll: true });
}

/** The same, from a Radix `onCloseAutoFocus` handler. */
export function focusMainInstead(event: Event) {
  event.preventDefault();
  focusMain();
}
