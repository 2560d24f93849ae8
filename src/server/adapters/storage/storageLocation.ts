import path from 'node:path';
import { fileURLToPath } from 'node:url';

export interface S3Location {
  kind: 's3';
  bucket: string;
  /** Keys start with this ('' or 'some/prefix/'). */
  prefix: string;
  /** Another S3-compatible service (MinIO, R2, s3rver); null for AWS itself. */
  endpoint: string | null;
  region: string;
  /** bucket in the path (http://host/bucket/key) rather than in the host name; most non-AWS services need it. */
  forcePathStyle: boolean;
  /** From the URL; null: the SDK's usual chain (AWS_ACCESS_KEY_ID / AWS_SECRET_ACCESS_KEY, profiles, roles). */
  credentials: { accessKeyId: string; secretAccessKey: string } | null;
}

export type StorageLocation = { kind: 'disk'; dir: string } | S3Location;

/** What STORAGE_URL must look like, for the start-up error message. */
export const STORAGE_URL_FORMAT = 'file:///absolute/folder or s3://[key:secret@]bucket[/prefix][?region=&endpoint=&forcePathStyle=true]';

/**
 * STORAGE_URL: unset keeps files on disk in `defaultDir`; `file:///abs/folder` on disk elsewhere;
 * `s3://bucket/prefix?region=…&endpoint=…&forcePathStyle=true`, with credentials either as
 * `s3://KEY:SECRET@bucket` or from the environment. Throws an Error naming the problem otherwise.
 */
export function parseStorageUrl(raw: string | undefined, defaultDir: string): StorageLocation {
  if (raw === undefined || raw === '') return { kind: 'disk', dir: defaultDir };
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new Error('not a URL');
  }
  if (url.protocol === 'file:') {
    const dir = fileURLToPath(url);
    if (!path.isAbsolute(dir)) throw new Error('a file: URL needs an absolute folder');
    return { kind: 'disk', dir };
  }
  if (url.protocol !== 's3:') throw new Error('use file: or s3:');
  const bucket = url.hostname;
  // S3's own rules for bucket names (lower case, digits, dots and dashes, 3 to 63 characters).
  if (!/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/.test(bucket)) throw new Error('the bucket name is missing or invalid');
  // The URL parser has already resolved any '.' and '..' of the path.
  const prefix = decodeURIComponent(url.pathname).replace(/^\/+|\/+$/g, '');
  const params = url.searchParams;
  const known = ['region', 'endpoint', 'forcePathStyle'];
  const unknown = [...params.keys()].filter((k) => !known.includes(k));
  if (unknown.length) throw new Error(`unknown parameter ${unknown[0]}`);
  const endpoint = params.get('endpoint') || null;
  if (endpoint !== null && !/^https?:\/\/[^\s/?#]+\/?$/.test(endpoint)) throw new Error('endpoint must be http(s)://host[:port]');
  const forcePathStyle = params.get('forcePathStyle');
  if (forcePathStyle !== null && forcePathStyle !== 'true' && forcePathStyle !== 'false') throw new Error('forcePathStyle must be true or false');
  const user = decodeURIComponent(url.username);
  const secret = decodeURIComponent(url.password);
  if (Boolean(user) !== Boolean(secret)) throw new Error('give both the access key and the secret, or neither');
  return {
    kind: 's3',
    bucket,
    prefix: prefix ? `${prefix}/` : '',
    endpoint: endpoint?.replace(/\/$/, '') ?? null,
    region: params.get('region') || 'us-east-1',
    forcePathStyle: forcePathStyle === null ? endpoint !== null : forcePathStyle === 'true',
    credentials: user ? { accessKeyId: user, secretAccessKey: secret } : null,
  };
}
