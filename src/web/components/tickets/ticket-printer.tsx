import './kitchen-ticket.css';
import { flushSync } from 'react-dom';
import { createRoot, type Root } from 'react-dom/client';
import { KitchenTicket, type TicketOrder } from './kitchen-ticket';
import type { TicketWidth } from './ticket-settings';

/**
 * Prints kitchen tickets from the page itself (docs/printing.md, "How a ticket prints"): the
 * ticket is rendered into a root of its own at the end of <body>, the print stylesheet shows it
 * alone, the page is sized to it, and `window.print()` prints it. No window to open (a popup
 * blocker would stop an automatic print, which no tap starts), no page to load (the order is
 * already here, even when the connection drops), and the board keeps its live feed and sound.
 */
const ROOT_ID = 'ticket-print-root';
/** Blank paper after the last line, so that the cutter does not cut through it. */
const FEED_MM = 12;
const PX_PER_MM = 96 / 25.4;

type PrintRoot = { container: HTMLElement; root: Root; pageStyle: HTMLStyleElement };
let printRoot: PrintRoot | null = null;

function endPrinting() {
  document.documentElement.removeAttribute('data-printing');
  if (printRoot) printRoot.pageStyle.textContent = '';
}

function ensurePrintRoot(): PrintRoot {
  if (printRoot?.container.isConnected) return printRoot;
  const container = document.createElement('div');
  container.id = ROOT_ID;
  const pageStyle = document.createElement('style');
  document.head.append(pageStyle);
  document.body.append(container);
  window.addEventListener('afterprint', endPrinting);
  printRoot = { container, root: createRoot(container), pageStyle };
  return printRoot;
}

/**
 * Prints each order's ticket, one print job each. `window.print()` returns once the job is
 * sent (or its dialog closed), so the next ticket is rendered after it. Call it outside React's
 * rendering (an event handler, a timer): it renders synchronously.
 */
export function printTickets(orders: readonly TicketOrder[], width: TicketWidth) {
  const { container, root, pageStyle } = ensurePrintRoot();
  for (const order of orders) {
    flushSync(() => root.render(<KitchenTicket order={order} width={width} />));
    // One page as long as the ticket: a roll printer feeds and cuts there. Never shorter than
    // wide, or the browser would turn the page (and the ticket) on its side.
    const contentMm = container.getBoundingClientRect().height / PX_PER_MM;
    const heightMm = Math.max(Math.ceil(contentMm) + FEED_MM, Number(width) + 1);
    pageStyle.textContent = `@page { size: ${width}mm ${heightMm}mm; margin: 0; }`;
    document.documentElement.setAttribute('data-printing', 'ticket');
    window.print();
  }
}
