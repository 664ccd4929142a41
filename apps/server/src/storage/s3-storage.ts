// The S3-compatible storage driver (AWS S3, MinIO, R2 …), used when S3_BUCKET is set. Objects
// are public-read through the bucket's URL (put a CDN in front); a custom S3_ENDPOINT is
// addressed path-style, as MinIO and most compatible servers expect.
import {
  DeleteObjectsCommand,
  GetObjectCommand,
  NoSuchKey,
  PutObjectCommand,
  S3Client,
} from '@aws-sdk/client-s3';
import type { S3Settings } from '../config.ts';
import { assertStorageKey, type Storage } from './storage.ts';

/** DeleteObjects takes at most 1000 keys per call. */
const DELETE_BATCH = 1000;

export function createS3Storage(settings: S3Settings): Storage {
  const client = new S3Client({
    region: settings.region,
    // Checksums only where S3 requires them: many S3-compatible servers refuse the newer defaults.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
    ...(settings.endpoint ? { endpoint: settings.endpoint, forcePathStyle: true } : {}),
    ...(settings.accessKeyId && settings.secretAccessKey
      ? { credentials: { accessKeyId: settings.accessKeyId, secretAccessKey: settings.secretAccessKey } }
      : {}),
  });
  const base = settings.endpoint
    ? `${settings.endpoint.replace(/\/+$/, '')}/${settings.bucket}/`
    : `https://${settings.bucket}.s3.${settings.region}.amazonaws.com/`;
  const Bucket = settings.bucket;

  return {
    kind: 's3',
    async put(key, body, contentType) {
      assertStorageKey(key);
      await client.send(
        new PutObjectCommand({
          Bucket,
          Key: key,
          Body: body,
          ContentType: contentType,
          // Keys are unique per upload, so an object never changes once written.
          CacheControl: 'public, max-age=31536000, immutable',
        }),
      );
    },
    async get(key) {
      assertStorageKey(key);
      try {
        const reply = await client.send(new GetObjectCommand({ Bucket, Key: key }));
        if (!reply.Body) return null;
        return Buffer.from(await reply.Body.transformToByteArray());
      } catch (error) {
        if (error instanceof NoSuchKey) return null;
        throw error;
      }
    },
    async delete(keys) {
      for (const key of keys) assertStorageKey(key);
      for (let i = 0; i < keys.length; i += DELETE_BATCH) {
        const batch = keys.slice(i, i + DELETE_BATCH);
        await client.send(
          new DeleteObjectsCommand({
            Bucket,
            Delete: { Objects: batch.map((Key) => ({ Key })), Quiet: true },
          }),
        );
      }
    },
    url(key) {
      assertStorageKey(key);
      return `${base}${key}`;
    },
  };
}
