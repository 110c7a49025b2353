import { PDFDocument, StandardFonts } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { IMPORT_MESSAGES, type ImportJob } from '../../domain/menu-import/import-schemas';
import { testAppForThisFile } from '../testing/test-app';
import { importClient } from './testing/import-client';

// Issue 42 §4, §5: GET /api/v1/imports/{id} says which reader made the draft (`readBy`) and
// what was read (`text`), also when nothing was recognised, so the owner can correct it.
const testApp = testAppForThisFile();

async function pdfOf(lines: string[]): Promise<Uint8Array<ArrayBuffer>> {
  const pdf = await PDFDocument.create();
  const font = await pdf.embedFont(StandardFonts.Helvetica);
  const page = pdf.addPage([595, 842]);
  lines.forEach((line, index) => {
    page.drawText(line, { x: 60, y: 780 - index * 20, size: 12, font });
  });
  return new Uint8Array(await pdf.save());
}

const names = (job: ImportJob) =>
  job.draft?.categories.flatMap((category) => category.items.map((dish) => dish.name)) ?? [];

describe('readBy and text', () => {
  it('a pasted text: read as text, the text given back', async () => {
    const client = await importClient(testApp);
    const text = 'Entrées\nSoupe à l’oignon 8,50 €\nPlats\nBavette 18 €';
    const job = await client.until((await client.postText(text)).json().id);
    expect(job).toMatchObject({ status: 'ready', readBy: 'text', text });
  });

  it('a PDF: read from its text layer, which is given back', async () => {
    const client = await importClient(testApp);
    const posted = await client.postFile(
      await pdfOf(['Desserts', 'Tarte Tatin 8 €', 'Crème brûlée 7,50 €']),
      'carte.pdf',
    );
    const job = await client.until(posted.json().id, undefined, 40_000);
    expect(job).toMatchObject({ status: 'ready', readBy: 'pdf-text' });
    expect(job.text).toContain('Tarte Tatin 8 €');
    expect(names(job)).toEqual(['Tarte Tatin', 'Crème brûlée']);
  }, 60_000);

  it('a spreadsheet: read by its columns, no text', async () => {
    const client = await importClient(testApp);
    const csv = 'Catégorie;Plat;Prix\nPlats;Bavette;18,00\nPlats;Magret;21,50\n';
    const posted = await client.postFile(new TextEncoder().encode(csv), 'carte.csv', 'text/csv');
    const job = await client.until(posted.json().id, undefined, 40_000);
    expect(job).toMatchObject({ status: 'ready', readBy: 'spreadsheet' });
    expect(job.text).toBeUndefined();
  }, 60_000);

  it('nothing recognised: the job fails but keeps the text, and the corrected text reads', async () => {
    const client = await importClient(testApp);
    const read = 'Bienvenue chez nous\nTarte Tatin\nhuit euros';
    const failed = await client.until((await client.postText(read)).json().id);
    expect(failed).toMatchObject({
      status: 'failed',
      error: IMPORT_MESSAGES.nothingFound,
      readBy: 'text',
      text: read,
      draft: null,
    });
    // "Relire ce texte": the corrected text is a new import.
    const corrected = `${read.split('\n').slice(0, 2).join(' ')} 8 €`;
    const again = await client.until((await client.postText(corrected)).json().id);
    expect(again).toMatchObject({ status: 'ready', readBy: 'text', text: corrected });
    expect(names(again)).toHaveLength(1);
  });

  it('nothing recognised in a PDF: its text is kept for the owner to correct', async () => {
    const client = await importClient(testApp);
    const posted = await client.postFile(
      await pdfOf(['Bienvenue au Bistrot', 'Bonne dégustation']),
      'carte.pdf',
    );
    const job = await client.until(posted.json().id, undefined, 40_000);
    expect(job).toMatchObject({ status: 'failed', readBy: 'pdf-text' });
    expect(job.text).toContain('Bonne dégustation');
  }, 60_000);

  it('another owner’s failed import stays hidden (404)', async () => {
    const client = await importClient(testApp);
    const failed = await client.until((await client.postText('Bienvenue')).json().id);
    const other = await importClient(testApp);
    expect((await other.get(failed.id)).statusCode).toBe(404);
  });
});

describe('a draft the owner fixed', () => {
  it('creates the menu with an added dish, an added category and a moved dish', async () => {
    const client = await importClient(testApp);
    const text = 'Entrées\nSoupe à l’oignon 8,50 €\nBavette 18 €';
    const job = await client.until((await client.postText(text)).json().id);
    const draft = job.draft;
    if (!draft) throw new Error('no draft');
    const [entrees] = draft.categories;
    if (!entrees) throw new Error('no category');
    const bavette = entrees.items.find((dish) => dish.name === 'Bavette');
    if (!bavette) throw new Error('no Bavette');
    const fixed = {
      ...draft,
      categories: [
        { ...entrees, items: entrees.items.filter((dish) => dish !== bavette) },
        {
          // Ids made in the browser (crypto.randomUUID or not): the server gives UUIDs.
          id: 'new-category',
          name: 'Plats',
          items: [
            bavette,
            { id: 'new-dish', name: 'Magret', description: '', price: '21.50', allergens: [] },
          ],
        },
      ],
    };
    const created = await client.create(job.id, { draft: fixed });
    expect(created.statusCode).toBe(201);
    const menu = created.json() as {
      document: { categories: { name: string; items: { name: string; price?: string }[] }[] };
    };
    expect(
      menu.document.categories.map((category) => [
        category.name,
        category.items.map((d) => d.name),
      ]),
    ).toEqual([
      ['Entrées', ['Soupe à l’oignon']],
      ['Plats', ['Bavette', 'Magret']],
    ]);
  });
});
