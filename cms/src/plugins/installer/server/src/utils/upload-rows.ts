import type { S3ClientConfig } from '@aws-sdk/client-s3';

/** One stored rendition of a Media Library file (the original, a responsive format, the share card). */
export interface StoredFile {
  hash: string;
  ext?: string | null;
  url?: string;
  mime?: string;
  width?: number | null;
  height?: number | null;
  size?: number;
}

/** A Media Library row (plugin::upload.file) with the columns our code reads. */
export interface StoredFileRow extends StoredFile {
  id: number;
  documentId: string;
  name: string;
  formats?: Record<string, StoredFile> | null;
}

/** The upload plugin's configuration (config/plugins.ts) as the Trash and the orphan sweep read it. */
export interface UploadConfig {
  provider?: string;
  // Set for every provider but the default local one.
  providerOptions?: {
    rootPath?: string;
    // Present when the provider is aws-s3 (config/plugins.ts).
    s3Options: S3ClientConfig & { params: { Bucket: string; ACL?: string } };
  };
}

/** The names a file is stored under (`${hash}${ext}`): the original and each format (renditions, share card). */
export const storedNames = (row: Pick<StoredFileRow, 'hash' | 'ext' | 'formats'>): string[] =>
  [row, ...Object.values(row.formats ?? {})].filter((f) => f?.hash).map((f) => `${f.hash}${f.ext ?? ''}`);
