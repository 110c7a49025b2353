// biome-ignore lint/style/noRestrictedImports: React's HTML renderer, not our src/server
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { KitchenTicket, type TicketOrder, ticketTime } from './kitchen-ticket';

const order: TicketOrder = {
  id: 'order-1',
  number: 12,
  table: '4',
  createdAt: '2026-07-14T18:41:00Z',
  lines: [
    {
      dishId: 'wine',
      variantId: '0b9f0f5e-5f6a-4f37-9a39-0d1b8e1d2c3a',
      name: 'Vin rouge — Verre 12 cl',
      dinerName: 'Red wine — Glass 12 cl',
      unitPriceCents: 600,
      quantity: 2,
      vatRateBp: 2000,
    },
    {
      dishId: 'steak',
      name: 'Entrecôte',
      dinerName: 'Rib steak',
      unitPriceCents: 2450,
      quantity: 1,
      note: 'bien cuite',
      vatRateBp: 1000,
    },
  ],
};

/** The ticket's text as a reader (or a printer) gets it, one space between words. */
const textOf = (element: React.ReactElement) =>
  renderToStaticMarkup(element)
    .replace(/<[^>]+>/g, ' ')
    .replace(/&#x27;|&#39;/g, '’')
    .replace(/\s+/g, ' ')
    .trim();

describe('the kitchen ticket', () => {
  it('reads the table, the number and time in Paris, the lines, variants and notes', () => {
    const text = textOf(<KitchenTicket order={order} width="80" />);
    expect(text).toBe(
      'Table 4 n° 12 · 20:41 14/07/2026 2 × Vin rouge — Verre 12 cl 1 × Entrecôte « bien cuite »',
    );
  });

  it('shows no price', () => {
    const html = renderToStaticMarkup(<KitchenTicket order={order} width="58" />);
    expect(html).not.toMatch(/€|24,50|6,00|Total/);
    expect(html).toContain('data-width="58"');
  });

  it('says who took the order, and its note, when there are', () => {
    const text = textOf(
      <KitchenTicket
        order={{ ...order, table: null, note: 'Allergie aux noix' }}
        width="80"
        takenByName="Karim"
      />,
    );
    expect(text).toMatch(/^À emporter \/ sans table n° 12 · 20:41 14\/07\/2026 Prise par Karim /);
    expect(text).toMatch(/Note : « Allergie aux noix »$/);
    // From the order itself when it carries it (staff orders).
    expect(textOf(<KitchenTicket order={{ ...order, takenByName: 'Léa' }} width="80" />)).toContain(
      'Prise par Léa',
    );
  });

  it('times the order in Europe/Paris, winter and summer', () => {
    expect(ticketTime('2026-01-15T23:30:00Z')).toEqual({ time: '00:30', date: '16/01/2026' });
    expect(ticketTime('2026-07-15T21:59:00Z')).toEqual({ time: '23:59', date: '15/07/2026' });
  });
});
