// Media in S3-compatible object storage (AWS S3, MinIO, Cloudflare R2, Garage...), signed with
// SigV4 by aws4fetch over plain fetch. Path-style URLs work with every such server.
import { AwsClient } from 'aws4fetch';
import type { MediaStorage, StoredObject } from './media-storage.ts';

export interface S3Options {
  endpoint: string;
  bucket: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
}

export class S3Storage implements MediaStorage {
  readonly kind = 's3' as const;
  private readonly client: AwsClient;
  private readonly options: S3Options;

  constructor(options: S3Options) {
    this.options = options;
    this.client = new AwsClient({
      accessKeyId: options.accessKeyId,
      secretAccessKey: options.secretAccessKey,
      region: options.region,
      service: 's3',
    });
  }

  private url(key: string): string {
    const base = this.options.endpoint.replace(/\/$/, '');
    return `${base}/${encodeURIComponent(this.options.bucket)}/${key.split('/').map(encodeURIComponent).join('/')}`;
  }

  private async send(method: string, key: string, body?: Buffer, contentType?: string) {
    const response = await this.client.fetch(this.url(key), {
      method,
      ...(body ? { body: Uint8Array.from(body) } : {}),
      headers: contentType ? { 'content-type': contentType } : {},
    });
    return response;
  }

  async put(key: string, body: Buffer, contentType: string): Promise<void> {
    const response = await this.send('PUT', key, body, contentType);
    if (!response.ok) throw new Error(`S3 PUT ${key} failed: ${response.status}`);
  }

  async get(key: string): Promise<StoredObject | null> {
    const response = await this.send('GET', key);
    if (response.status === 404) return null;
    if (!response.ok) throw new Error(`S3 GET ${key} failed: ${response.status}`);
    return {
      body: Buffer.from(await response.arrayBuffer()),
      contentType: response.headers.get('content-type') ?? 'image/webp',
    };
  }

  async delete(key: string): Promise<void> {
    const response = await this.send('DELETE', key);
    if (!response.ok && response.status !== 404)
      throw new Error(`S3 DELETE ${key} failed: ${response.status}`);
  }
}
