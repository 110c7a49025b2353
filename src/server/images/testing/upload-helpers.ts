import { readdirSync } from 'node:fs';
import path from 'node:path';
import { ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3';
import type { FakeS3 } from '../../testing/fake-s3';

/** A multipart/form-data body as a browser's FormData sends it. */
export function multipartBody(
  file: Buffer,
  options: { filename?: string; contentType?: string; field?: string; extraFiles?: number } = {},
) {
  const boundary = `----ardoise${Math.random().toString(16).slice(2)}`;
  const part = (field: string, filename: string) =>
    Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${filename}"\r\n` +
          `Content-Type: ${options.contentType ?? 'image/jpeg'}\r\n\r\n`,
      ),
      file,
      Buffer.from('\r\n'),
    ]);
  const parts = [part(options.field ?? 'file', options.filename ?? 'photo.jpg')];
  for (let index = 0; index < (options.extraFiles ?? 0); index++) {
    parts.push(part('file', `other-${index}.jpg`));
  }
  return {
    payload: Buffer.concat([...parts, Buffer.from(`--${boundary}--\r\n`)]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

/** Names of the files a storage holds: the disk folder, or the bucket's objects. */
export async function storedFiles(
  target: { kind: 'disk'; dataDir: string } | { kind: 's3'; fakeS3: FakeS3 },
): Promise<string[]> {
  if (target.kind === 'disk') {
    const root = path.join(target.dataDir, 'images');
    try {
      return readdirSync(root, { recursive: true, withFileTypes: true })
        .filter((entry) => entry.isFile())
        .map((entry) => entry.name)
        .sort();
    } catch {
      return [];
    }
  }
  const client = new S3Client({
    endpoint: target.fakeS3.endpoint,
    region: 'us-east-1',
    forcePathStyle: true,
    credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
  });
  const listed = await client.send(
    new ListObjectsV2Command({ Bucket: target.fakeS3.bucket, Prefix: 'images/' }),
  );
  return (listed.Contents ?? []).map((object) => String(object.Key).slice('images/'.length)).sort();
}
