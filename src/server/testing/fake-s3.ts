import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
// @ts-expect-error s3rver ships no type declarations
import S3rver from 's3rver';

export type FakeS3 = {
  /** The S3_* variables that point the app at this server. */
  env: Record<string, string>;
  bucket: string;
  endpoint: string;
  close(): Promise<void>;
};

/**
 * A local S3-compatible server (s3rver: the S3 wire format, objects on a temporary disk), so
 * the real AWS SDK is tested without the vendor (ARCHITECTURE.md §1, paid vendors). Requests
 * must be signed with its fixed credentials, as with a real bucket.
 */
export async function startFakeS3(bucket = 'ardoise-photos'): Promise<FakeS3> {
  const directory = mkdtempSync(path.join(tmpdir(), 'ardoise-s3-'));
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory,
    configureBuckets: [{ name: bucket, configs: [] }],
  });
  const { port } = (await server.run()) as { port: number };
  const endpoint = `http://127.0.0.1:${port}`;
  return {
    bucket,
    endpoint,
    env: {
      S3_ENDPOINT: endpoint,
      S3_BUCKET: bucket,
      S3_REGION: 'us-east-1',
      S3_ACCESS_KEY_ID: 'S3RVER',
      S3_SECRET_ACCESS_KEY: 'S3RVER',
      S3_FORCE_PATH_STYLE: 'true',
    },
    async close() {
      await server.close();
      rmSync(directory, { recursive: true, force: true });
    },
  };
}
