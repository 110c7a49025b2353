import { describe, expect, it } from 'vitest';
import { loadConfig } from './config';
import { configProblemsOf } from './testing/config-problems';

const S3 = {
  S3_BUCKET: 'photos',
  S3_REGION: 'fr-par',
  S3_ACCESS_KEY_ID: 'key',
  S3_SECRET_ACCESS_KEY: 'secret',
};

describe('S3 configuration', () => {
  it('is absent by default (photos on local disk)', () => {
    expect(loadConfig({}).s3).toBeUndefined();
  });

  it('reads every S3_* variable', () => {
    const config = loadConfig({
      ...S3,
      S3_ENDPOINT: 'https://s3.fr-par.scw.cloud/',
      S3_FORCE_PATH_STYLE: 'true',
      S3_PUBLIC_URL: 'https://photos.ardoise.fr/',
    });
    expect(config.s3).toEqual({
      endpoint: 'https://s3.fr-par.scw.cloud',
      bucket: 'photos',
      region: 'fr-par',
      accessKeyId: 'key',
      secretAccessKey: 'secret',
      forcePathStyle: true,
      publicUrl: 'https://photos.ardoise.fr',
    });
  });

  it('needs all four required variables, or none', () => {
    const [problem] = configProblemsOf({ S3_BUCKET: 'photos', S3_REGION: 'fr-par' });
    expect(problem).toMatch(/^S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY: /);
    expect(configProblemsOf({ S3_PUBLIC_URL: 'https://cdn.ardoise.fr' })[0]).toMatch(/S3_BUCKET/);
  });

  it('checks the addresses', () => {
    expect(configProblemsOf({ ...S3, S3_ENDPOINT: 'ftp://x' })[0]).toMatch(/^S3_ENDPOINT: /);
    expect(configProblemsOf({ ...S3, S3_PUBLIC_URL: 'http://cdn.ardoise.fr' })[0]).toMatch(
      /^S3_PUBLIC_URL: .*https/,
    );
  });
});
