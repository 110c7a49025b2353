import type { TabStrings } from '../../../domain/i18n/diner/tab-strings';
import { fillTemplate } from '../../../domain/i18n/fill-template';
import { formatCents } from '../../../domain/menu/format-cents';
import { SPLIT_LIMITS } from '../../../domain/payments/split-rules';
import { type DinerTab, lineShareOf, openCentsOf, roundsOf, type TabLine } from '../../model/tab';
import { el } from '../cart/dom';

type Row = {
  row: HTMLLIElement;
  box: HTMLInputElement;
  name: HTMLSpanElement;
  share: HTMLSpanElement;
  of: HTMLSelectElement;
};

/**
 * "Je paie ce que j'ai pris": the tab's lines round by round ("1ʳᵉ commande", "2ᵉ commande":
 * the same dish ordered twice is two lines of two rounds, never merged), each with a box to tick, and for each a choice of
 * sharing it ("Pour moi", "À partager entre 3") with the payer's part of it. Rows are kept
 * and updated in place when the tab changes, so the focused box or list keeps the focus; a
 * line paid (or held) by someone else meanwhile can no longer be ticked.
 */
export function createLinePicks(strings: TabStrings, onChange: () => void) {
  const list = el('ul', { class: 'tab-picks' });
  const root = el('fieldset', { class: 'tab-detail' }, el('legend', {}, strings.chooseLines), list);
  const rows = new Map<string, Row>();
  const headings = new Map<number, HTMLLIElement>();
  let lines: TabLine[] = [];
  const roundTitle = (round: number) =>
    round === 1 ? strings.roundFirst : fillTemplate(strings.round, { n: round });

  function makeRow(line: TabLine): Row {
    const box = el('input', { type: 'checkbox' });
    const name = el('span', { class: 'tab-pick-name' });
    const share = el('span', { class: 'tab-pick-share' });
    const of = el('select', {});
    for (let n = 1; n <= SPLIT_LIMITS.maxParts; n += 1) {
      const label = n === 1 ? strings.forMe : fillTemplate(strings.sharedBy, { n });
      of.append(el('option', { value: String(n) }, label));
    }
    box.addEventListener('change', onChange);
    of.addEventListener('change', onChange);
    const row = el(
      'li',
      { class: 'tab-pick', 'data-line': line.id },
      el('label', { class: 'tab-pick-label' }, box, name, share),
      of,
    );
    return { row, box, name, share, of };
  }

  function render(tab: DinerTab) {
    lines = tab.lines.filter((line) => openCentsOf(line) > 0 || rows.get(line.id)?.box.checked);
    rows.forEach((parts, id) => {
      if (lines.some((line) => line.id === id)) return;
      parts.row.remove();
      rows.delete(id);
    });
    const wanted: HTMLLIElement[] = [];
    const rounds = roundsOf(lines);
    for (const round of rounds) {
      let heading = headings.get(round.round);
      if (!heading) {
        heading = el('li', { class: 'tab-pick-round' });
        headings.set(round.round, heading);
      }
      heading.textContent = roundTitle(round.round);
      wanted.push(heading);
      for (const line of round.lines) wanted.push(renderRow(line));
    }
    headings.forEach((heading, round) => {
      if (rounds.some((item) => item.round === round)) return;
      heading.remove();
      headings.delete(round);
    });
    wanted.forEach((node, index) => {
      // Only a row out of place moves: moving the focused one would drop the focus.
      if (list.children[index] !== node) list.insertBefore(node, list.children[index] ?? null);
    });
  }

  function renderRow(line: TabLine) {
    let parts = rows.get(line.id);
    if (!parts) {
      parts = makeRow(line);
      rows.set(line.id, parts);
    }
    // A line ticked stays ticked when someone else takes it meanwhile (the form says so): the
    // payer's choice is theirs to change.
    const isTaken = openCentsOf(line) === 0 && !parts.box.checked;
    parts.box.disabled = isTaken;
    parts.name.textContent = `${line.quantity} × ${line.name}`;
    parts.share.textContent = formatCents(lineShareOf(line, Number(parts.of.value)));
    parts.of.disabled = isTaken;
    parts.of.hidden = !parts.box.checked;
    parts.of.setAttribute('aria-label', fillTemplate(strings.shareLabel, { name: line.name }));
    // Two "1 × Bœuf bourguignon" of two rounds are told apart by their round.
    parts.box.setAttribute(
      'aria-label',
      `${line.quantity} × ${line.name} · ${roundTitle(line.round)} · ${parts.share.textContent}`,
    );
    return parts.row;
  }

  return {
    root,
    render,
    /** Ticks these lines (those still shown), each for this payer alone. */
    tick(lineIds: readonly string[]) {
      for (const id of lineIds) {
        const parts = rows.get(id);
        if (parts && !parts.box.disabled) parts.box.checked = true;
      }
    },
    /** The lines ticked, each with how many share it. */
    picked: () =>
      lines
        .filter((line) => rows.get(line.id)?.box.checked)
        .map((line) => ({ lineId: line.id, of: Number(rows.get(line.id)?.of.value ?? 1) })),
  };
}
