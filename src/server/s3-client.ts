import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import type { S3Config } from './config';
import { loadOnce } from './load-once';

/**
 * The AWS SDK and a client for the configured bucket, imported on first use (photos, data
 * exports, backups).
 * Checksums are sent and checked only where an operation requires them: the SDK's newer
 * default (a CRC32 on every upload, sometimes as an aws-chunked trailer) is refused by several
 * S3-compatible servers.
 */
export function lazyS3Client(config: S3Config) {
  return loadOnce(async () => {
    const s3 = await import('@aws-sdk/client-s3');
    const client = new s3.S3Client({
      endpoint: config.endpoint,
      region: config.region,
      forcePathStyle: config.forcePathStyle,
      credentials: { accessKeyId: config.accessKeyId, secretAccessKey: config.secretAccessKey },
      requestChecksumCalculation: 'WHEN_REQUIRED',
      responseChecksumValidation: 'WHEN_REQUIRED',
    });
    return { ...s3, client };
  });
}

type S3Sdk = Awaited<ReturnType<ReturnType<typeof lazyS3Client>>>;

/** Every object of the bucket under `prefix`, page after page of ListObjectsV2. */
export async function listObjects(sdk: S3Sdk, bucket: string, prefix: string) {
  const objects: { key: string; lastModified?: Date }[] = [];
  let ContinuationToken: string | undefined;
  do {
    const page = await sdk.client.send(
      new sdk.ListObjectsV2Command({ Bucket: bucket, Prefix: prefix, ContinuationToken }),
    );
    for (const object of page.Contents ?? []) {
      if (object.Key) objects.push({ key: object.Key, lastModified: object.LastModified });
    }
    ContinuationToken = page.IsTruncated ? page.NextContinuationToken : undefined;
  } while (ContinuationToken);
  return objects;
}

/** GetObject's answer, or null when the key is not in the bucket (404). */
export async function getObjectOrNull(sdk: S3Sdk, bucket: string, key: string) {
  try {
    return await sdk.client.send(new sdk.GetObjectCommand({ Bucket: bucket, Key: key }));
  } catch (error) {
    const isMissing =
      error instanceof sdk.S3ServiceException && error.$metadata.httpStatusCode === 404;
    if (isMissing) return null;
    throw error;
  }
}

/** Uploads a file in one PUT (S3 takes up to 5 GB in one request), streamed from the disk. */
export async function putFile(
  sdk: S3Sdk,
  object: { bucket: string; key: string; file: string; contentType: string },
) {
  const { size } = await stat(object.file);
  await sdk.client.send(
    new sdk.PutObjectCommand({
      Bucket: object.bucket,
      Key: object.key,
      Body: createReadStream(object.file),
      ContentLength: size,
      ContentType: object.contentType,
    }),
  );
}
