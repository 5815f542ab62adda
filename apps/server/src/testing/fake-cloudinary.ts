import crypto from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';

type StoredAsset = { public_id: string; format: string; duration: number; bytes: number; type: string };

/**
 * Cloudinary's Admin API (GET /v1_1/<cloud>/resources/video/<type>/<public_id>, basic auth) and its
 * signed destroy call on loopback. Uploads are placed with `store` as a browser's direct upload
 * would have left them.
 */
export async function startFakeCloudinary(account: { cloudName: string; apiKey: string; apiSecret: string }) {
  const assets = new Map<string, StoredAsset>();
  const destroyed: string[] = [];
  const expected = `Basic ${Buffer.from(`${account.apiKey}:${account.apiSecret}`).toString('base64')}`;
  const server = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const answer = (status: number, body: unknown) => {
        response.writeHead(status, { 'content-type': 'application/json' });
        response.end(JSON.stringify(body));
      };
      const url = new URL(request.url ?? '/', 'http://fake');
      const resourcePrefix = `/v1_1/${account.cloudName}/resources/video/`;
      if (request.method === 'GET' && url.pathname.startsWith(resourcePrefix)) {
        if (request.headers.authorization !== expected)
          return answer(401, { error: { message: 'Invalid credentials' } });
        const [type, ...rest] = url.pathname.slice(resourcePrefix.length).split('/');
        const asset = assets.get(rest.map(decodeURIComponent).join('/'));
        if (!asset || asset.type !== type) return answer(404, { error: { message: 'Resource not found' } });
        return answer(200, {
          ...asset,
          resource_type: 'video',
          secure_url: `https://res.cloudinary.com/${account.cloudName}/video/${type}/${asset.public_id}.${asset.format}`,
        });
      }
      if (request.method === 'POST' && url.pathname === `/v1_1/${account.cloudName}/video/destroy`) {
        const form = new URLSearchParams(Buffer.concat(chunks).toString('utf8'));
        const signature = form.get('signature');
        const signed = [...form.entries()]
          .filter(([key]) => !['signature', 'api_key', 'resource_type', 'file', 'cloud_name'].includes(key))
          .sort(([a], [b]) => a.localeCompare(b));
        const toSign = signed.map(([key, value]) => `${key}=${value}`).join('&');
        if (
          signature !==
          crypto
            .createHash('sha1')
            .update(toSign + account.apiSecret)
            .digest('hex')
        )
          return answer(401, { error: { message: 'Invalid Signature' } });
        const publicId = form.get('public_id') ?? '';
        destroyed.push(publicId);
        return answer(200, { result: assets.delete(publicId) ? 'ok' : 'not found' });
      }
      answer(404, { error: { message: 'Not found' } });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    destroyed,
    store(asset: { publicId: string; duration: number; format?: string; bytes?: number }) {
      assets.set(asset.publicId, {
        public_id: asset.publicId,
        duration: asset.duration,
        format: asset.format ?? 'mp4',
        bytes: asset.bytes ?? 1234,
        type: 'authenticated',
      });
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
