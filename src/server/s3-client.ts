import type { S3Config } from './config';
import { loadOnce } from './load-once';

/**
 * The AWS SDK and a client for the configured bucket, imported on first use (photos, backups).
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
