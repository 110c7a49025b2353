import type { Readable } from 'node:stream';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import type { S3Config } from '../config';
import { CONTENT_TYPES, IMMUTABLE, type ImageStorage } from './image-storage';

/** Objects live under this prefix, so the bucket may hold other things. */
const PREFIX = 'images/';

/**
 * Any S3-compatible object storage (AWS, Scaleway, OVH, Cloudflare R2, MinIO, Garage…) through
 * the AWS SDK. Checksums are sent and checked only where an operation requires them: the
 * SDK's newer default (a CRC32 on every upload, sometimes as an aws-chunked trailer) is refused
 * by several S3-compatible servers.
 */
export function createS3Storage(config: S3Config): ImageStorage {
  const client = new S3Client({
    endpoint: config.endpoint,
    region: config.region,
    forcePathStyle: config.forcePathStyle,
    credentials: { accessKeyId: config.accessKeyId, secretAccessKey: config.secretAccessKey },
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
  const Bucket = config.bucket;
  const keyOf = (name: string) => `${PREFIX}${name}`;

  return {
    kind: 's3',
    async put(name, body, contentType) {
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
      try {
        const answer = await client.send(new GetObjectCommand({ Bucket, Key: keyOf(name) }));
        if (!answer.Body) return null;
        const extension = name.slice(name.lastIndexOf('.') + 1);
        return {
          body: answer.Body as Readable,
          contentType: CONTENT_TYPES[extension] ?? answer.ContentType ?? 'application/octet-stream',
          size: answer.ContentLength ?? 0,
        };
      } catch (error) {
        if (error instanceof S3ServiceException && error.$metadata.httpStatusCode === 404) {
          return null;
        }
        throw error;
      }
    },
    async delete(name) {
      await client.send(new DeleteObjectCommand({ Bucket, Key: keyOf(name) }));
    },
    publicUrl: (name) =>
      config.publicUrl ? `${config.publicUrl}/${keyOf(name)}` : `/images/${name}`,
  };
}
