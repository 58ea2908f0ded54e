import { IMMUTABLE, type MediaStorage } from './storage.ts';

export type S3Options = {
  bucket: string;
  /** Unset: Amazon S3 itself, addressed by virtual host; set: another store, addressed path-style. */
  endpoint: string | undefined;
  region: string;
  credentials: { accessKeyId: string; secretAccessKey: string } | undefined;
  publicUrl: string;
};

/**
 * An S3-compatible bucket (Amazon S3, MinIO, R2, Spaces...). The SDK is loaded only when a bucket
 * is configured, so a server on its data folder never pays for it. The bucket's policy makes the
 * objects readable at S3_PUBLIC_URL; no ACL is sent, which buckets that enforce their owner refuse.
 */
export async function createS3Storage(options: S3Options): Promise<MediaStorage> {
  const { PutObjectCommand, S3Client } = await import('@aws-sdk/client-s3');
  const client = new S3Client({
    region: options.region,
    endpoint: options.endpoint,
    forcePathStyle: Boolean(options.endpoint),
    credentials: options.credentials,
    // The SDK's default checksums (CRC32 in a trailer) are refused by several S3-compatible stores.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
    maxAttempts: 3,
    requestHandler: { connectionTimeout: 5_000, requestTimeout: 20_000 },
  });
  return {
    base: options.publicUrl,
    async put(key, bytes, contentType) {
      await client.send(
        new PutObjectCommand({
          Bucket: options.bucket,
          Key: key,
          Body: bytes,
          ContentType: contentType,
          CacheControl: IMMUTABLE,
        }),
      );
    },
    close: async () => client.destroy(),
  };
}
