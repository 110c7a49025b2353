import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { prepareForOcr } from './photo-image';

// The iPhone photo (HEVC, 120×80) the dish photos' tests use.
const IPHONE_HEIC = readFileSync(
  join(import.meta.dirname, '../../images/testing/iphone-hevc.heic'),
);

describe('prepareForOcr', () => {
  it('decodes an iPhone HEIC (HEVC) and enlarges a small photo to 2000 px', async () => {
    const prepared = await sharp(await prepareForOcr(IPHONE_HEIC)).metadata();
    expect(prepared).toMatchObject({ format: 'png', width: 2000, height: 1333 });
  });
});
