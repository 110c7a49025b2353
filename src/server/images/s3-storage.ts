import type { Readable } from 'node:stream';
import type { S3Config } from '../config';
import { getObjectOrNull, lazyS3Client } from '../s3-client';
import { CONTENT_TYPES, IMMUTABLE, type ImageStorage } from './image-storage';

/** Objects live under this prefix, so the bucket may hold other things. */
const PREFIX = 'images/';

/**
 * Any S3-compatible object storage (AWS, Scaleway, OVH, Cloudflare R2, MinIO, Garage…) through
 * the AWS SDK (s3-client.ts), imported with the first file stored or read.
 */
export function createS3Storage(config: S3Config): ImageStorage {
  const sdk = lazyS3Client(config);
  const Bucket = config.bucket;
  const keyOf = (name: string) => `${PREFIX}${name}`;

  return {
    kind: 's3',
    async put(name, body, contentType) {
      const { client, PutObjectCommand } = await sdk();
      await client.send(
        new PutObjectCommand({
          Bucket,
          Key: keyOf(name),
          Body: body,
          ContentType: contentType,
          ContentLength: body.length,
          CacheControl: IMMUTABLE,
        }),
      );
    },
    async get(name) {
      const answer = await getObjectOrNull(await sdk(), Bucket, keyOf(name));
      if (!answer?.Body) return null;
      const extension = name.slice(name.lastIndexOf('.') + 1);
      return {
        body: answer.Body as Readable,
        contentType: CONTENT_TYPES[extension] ?? answer.ContentType ?? 'application/octet-stream',
        size: answer.ContentLength ?? 0,
      };
    },
    async delete(name) {
      const { client, DeleteObjectCommand } = await sdk();
      await client.send(new DeleteObjectCommand({ Bucket, Key: keyOf(name) }));
    },
    publicUrl: (name) =>
      config.publicUrl ? `${config.publicUrl}/${keyOf(name)}` : `/images/${name}`,
  };
}
