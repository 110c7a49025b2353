import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import sharp from 'sharp';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { ImportJob } from '../../domain/menu-import/import-schemas';
import { type FakeOpenAi, startFakeOpenAi } from '../testing/fake-openai';
import { testAppForThisFile } from '../testing/test-app';
import { importClient } from './testing/import-client';

let fake: FakeOpenAi;
beforeAll(async () => {
  fake = await startFakeOpenAi();
});
afterAll(() => fake.close());
const testApp = testAppForThisFile(() => ({ env: fake.env }));
beforeEach(() => {
  fake.requests.length = 0;
  fake.mode = 'ok';
});

const TEXT = [
  'LES PIZZAS',
  'Margherita 11',
  'Regina (contient : lait) 13,50',
  'Vins',
  'Côtes du Rhône verre 5 / bouteille 26',
].join('\n');

const MODEL_ANSWER = {
  name: 'Pizzeria Napoli',
  categories: [
    {
      name: 'Les pizzas',
      items: [
        { name: 'Margherita', description: '', price: '11', variants: [], allergens: ['Gluten'] },
        { name: 'Regina', description: '', price: '13.5', variants: [], allergens: ['Lait'] },
      ],
    },
    {
      name: 'Vins',
      items: [
        {
          name: 'Côtes du Rhône',
          description: '',
          price: '',
          variants: [
            { name: 'Verre', price: '5' },
            { name: 'Bouteille', price: '26' },
          ],
          allergens: [],
        },
      ],
    },
  ],
};

const dishes = (job: ImportJob) =>
  job.draft?.categories.flatMap((category) => category.items) ?? [];

async function importText(plan: 'free' | 'premium') {
  const client = await importClient(testApp, plan);
  const posted = await client.postText(TEXT);
  expect(posted.statusCode).toBe(202);
  return client.until(posted.json().id);
}

describe('the model proposes the structure (Premium, AI_* configured)', () => {
  it('uses a valid structured answer; allergens the text does not name stay suggestions', async () => {
    fake.reply = JSON.stringify(MODEL_ANSWER);
    const job = await importText('premium');
    expect(job).toMatchObject({ status: 'ready', structuredBy: 'ai', readBy: 'ai' });
    expect(fake.requests).toHaveLength(1);
    const body = fake.requests[0]?.body as { model: string; response_format: { type: string } };
    expect(body.model).toBe('menu-writer');
    expect(body.response_format.type).toBe('json_schema');
    expect(JSON.stringify(body)).toContain('Regina (contient : lait)');

    expect(job.draft?.name).toBe('Pizzeria Napoli');
    expect(dishes(job)).toMatchObject([
      { name: 'Margherita', price: '11.00', allergens: [], suggestedAllergens: ['Gluten'] },
      { name: 'Regina', price: '13.50', allergens: ['Lait'] },
      {
        name: 'Côtes du Rhône',
        price: '5.00',
        variants: [
          { name: 'Verre', price: '5.00' },
          { name: 'Bouteille', price: '26.00' },
        ],
      },
    ]);
    expect(dishes(job)[1]?.suggestedAllergens).toBeUndefined();
  });

  it('keeps the parser’s draft when the answer is not valid JSON, or not the schema', async () => {
    fake.reply = 'Voici votre carte : Margherita 11 €';
    const notJson = await importText('premium');
    expect(notJson).toMatchObject({ status: 'ready', structuredBy: 'parser' });
    expect(dishes(notJson).map((dish) => dish.name)).toContain('Margherita');

    fake.reply = JSON.stringify({
      name: 'Carte',
      categories: [{ name: 'Pizzas', items: [{ nom: 'x' }] }],
    });
    const wrongShape = await importText('premium');
    expect(wrongShape).toMatchObject({ status: 'ready', structuredBy: 'parser' });
    expect(fake.requests).toHaveLength(2);
  });

  it('keeps the parser’s draft when the model fails', async () => {
    fake.mode = 500;
    const job = await importText('premium');
    expect(job).toMatchObject({ status: 'ready', structuredBy: 'parser' });
    expect(dishes(job).map((dish) => [dish.name, dish.price])).toContainEqual([
      'Margherita',
      '11.00',
    ]);
  });

  it('does not ask the model for a free owner', async () => {
    fake.reply = JSON.stringify(MODEL_ANSWER);
    const job = await importText('free');
    expect(job).toMatchObject({ status: 'ready', structuredBy: 'parser', readBy: 'text' });
    expect(fake.requests).toHaveLength(0);
  });
});

// Issue 42 §5: photos and PDF pages go to the model as images, never as OCR text.
const PHOTO = readFileSync(
  join(import.meta.dirname, '../../../tests/fixtures/menu-photos/ardoise-du-jour.jpg'),
);

/** A PDF with a text layer, one page per list of lines. */
async function menuPdf(pages: string[][]): Promise<Uint8Array<ArrayBuffer>> {
  const pdf = await PDFDocument.create();
  const font = await pdf.embedFont(StandardFonts.Helvetica);
  for (const lines of pages) {
    const page = pdf.addPage([595, 842]);
    lines.forEach((line, index) => {
      page.drawText(line, { x: 60, y: 780 - index * 20, size: 12, font });
    });
  }
  return new Uint8Array(await pdf.save());
}

const PDF_PAGES = [
  ['Les pizzas', 'Margherita 11 €', 'Regina 13,50 €'],
  ['Desserts', 'Tiramisu 7 €'],
];

const IMAGE_ANSWER = {
  name: 'Ardoise du jour',
  text: 'Ardoise du jour\nPlats\nBlanquette de veau 17,50 €\nDesserts\nTarte Tatin 8 €',
  categories: [
    {
      name: 'Plats',
      items: [
        {
          name: 'Blanquette de veau',
          description: '',
          price: '17.5',
          variants: [],
          allergens: ['Lait'],
        },
      ],
    },
    {
      name: 'Desserts',
      items: [{ name: 'Tarte Tatin', description: '', price: '8', variants: [], allergens: [] }],
    },
  ],
};

type ChatBody = {
  messages: { role: string; content: unknown }[];
  response_format: {
    type: string;
    json_schema: { name: string; strict: boolean; schema: { required: string[] } };
  };
};

async function importFile(
  plan: 'free' | 'premium',
  bytes: Uint8Array<ArrayBuffer>,
  name: string,
): Promise<ImportJob> {
  const client = await importClient(testApp, plan);
  const posted = await client.postFile(bytes, name);
  expect(posted.statusCode).toBe(202);
  return client.until(posted.json().id, undefined, 60_000);
}

describe('photos and PDF pages go to the model as images (Premium, AI_* configured)', () => {
  it('sends a photo as one downscaled JPEG with the menu schema; the draft is the model’s', async () => {
    fake.reply = JSON.stringify(IMAGE_ANSWER);
    const job = await importFile('premium', new Uint8Array(PHOTO), 'ardoise.jpg');
    expect(job).toMatchObject({ status: 'ready', readBy: 'ai', structuredBy: 'ai' });
    expect(job.text).toBe(IMAGE_ANSWER.text);

    expect(fake.requests).toHaveLength(1);
    const request = fake.requests[0];
    const body = request?.body as ChatBody;
    expect(body.response_format.type).toBe('json_schema');
    expect(body.response_format.json_schema.strict).toBe(true);
    expect(body.response_format.json_schema.schema.required).toEqual([
      'name',
      'text',
      'categories',
    ]);
    // The picture itself, not text read from it: one image part, a JPEG within 1600 px.
    expect(request?.images).toHaveLength(1);
    const image = request?.images[0];
    expect(image?.mimeType).toBe('image/jpeg');
    const size = await sharp(image?.bytes).metadata();
    expect(size.format).toBe('jpeg');
    expect(Math.max(size.width ?? 0, size.height ?? 0)).toBeLessThanOrEqual(1600);
    const user = body.messages.find((message) => message.role === 'user');
    expect(Array.isArray(user?.content)).toBe(true);

    expect(dishes(job)).toMatchObject([
      // From a picture there is no text to check it against: the model's allergen is "à vérifier".
      { name: 'Blanquette de veau', price: '17.50', allergens: [], suggestedAllergens: ['Lait'] },
      { name: 'Tarte Tatin', price: '8.00', allergens: [] },
    ]);
  });

  it('sends each page of a PDF as an image', async () => {
    fake.reply = JSON.stringify(IMAGE_ANSWER);
    const job = await importFile('premium', await menuPdf(PDF_PAGES), 'carte.pdf');
    expect(job).toMatchObject({ status: 'ready', readBy: 'ai', source: { kind: 'pdf', pages: 2 } });
    expect(fake.requests).toHaveLength(1);
    const images = fake.requests[0]?.images ?? [];
    expect(images).toHaveLength(2);
    for (const image of images) {
      const size = await sharp(image.bytes).metadata();
      expect(size.format).toBe('jpeg');
      expect(Math.max(size.width ?? 0, size.height ?? 0)).toBe(1600);
    }
    expect(JSON.stringify(fake.requests[0]?.body)).not.toContain('Margherita');
  }, 30_000);

  it('reads the PDF offline when the model fails: HTTP error, dropped connection, not JSON, not the schema', async () => {
    const failures: (() => void)[] = [
      () => {
        fake.mode = 500;
      },
      () => {
        fake.mode = 'drop';
      },
      () => {
        fake.reply = 'Voici la carte : Margherita 11 €';
      },
      () => {
        fake.reply = JSON.stringify({ name: 'Carte', categories: [{ name: 'Pizzas' }] });
      },
      () => {
        // The schema's shape, but without the text it read.
        fake.reply = JSON.stringify({ ...IMAGE_ANSWER, text: undefined });
      },
    ];
    for (const fail of failures) {
      fake.mode = 'ok';
      fail();
      const job = await importFile('premium', await menuPdf([PDF_PAGES.flat()]), 'carte.pdf');
      expect(job).toMatchObject({ status: 'ready', readBy: 'pdf-text', structuredBy: 'parser' });
      expect(dishes(job).map((dish) => [dish.name, dish.price])).toEqual([
        ['Margherita', '11.00'],
        ['Regina', '13.50'],
        ['Tiramisu', '7.00'],
      ]);
      expect(job.text).toContain('Margherita');
    }
    expect(fake.requests.length).toBeGreaterThanOrEqual(failures.length);
  }, 60_000);

  it('reads the photo on this server (OCR) when the model fails', async () => {
    fake.mode = 503;
    const job = await importFile('premium', new Uint8Array(PHOTO), 'ardoise.jpg');
    expect(job).toMatchObject({ status: 'ready', readBy: 'ocr', structuredBy: 'parser' });
    expect(fake.requests).toHaveLength(1);
    expect(fake.requests[0]?.images).toHaveLength(1);
    expect(dishes(job).length).toBeGreaterThan(0);
    expect(job.text?.length).toBeGreaterThan(0);
  }, 60_000);

  it('never sends a free owner’s photo or PDF to the model', async () => {
    fake.reply = JSON.stringify(IMAGE_ANSWER);
    const pdf = await importFile('free', await menuPdf(PDF_PAGES), 'carte.pdf');
    expect(pdf).toMatchObject({ status: 'ready', readBy: 'pdf-text', structuredBy: 'parser' });
    const photo = await importFile('free', new Uint8Array(PHOTO), 'ardoise.jpg');
    expect(photo).toMatchObject({ status: 'ready', readBy: 'ocr', structuredBy: 'parser' });
    expect(fake.requests).toHaveLength(0);
  }, 60_000);
});
