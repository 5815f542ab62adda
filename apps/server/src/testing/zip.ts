import type { FastifyInstance } from 'fastify';
import yauzl from 'yauzl';
import yazl from 'yazl';

/** Zips `files` (path → content) in memory. */
export async function zipFiles(files: Record<string, string | Buffer>): Promise<Buffer> {
  const zip = new yazl.ZipFile();
  for (const [name, content] of Object.entries(files))
    zip.addBuffer(Buffer.isBuffer(content) ? content : Buffer.from(content), name);
  zip.end();
  const chunks: Buffer[] = [];
  for await (const chunk of zip.outputStream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

/** A zip's files (path → text), read in memory: what a download holds. */
export async function unzipFiles(archive: Buffer): Promise<Record<string, string>> {
  const zip = await new Promise<yauzl.ZipFile>((resolve, reject) =>
    yauzl.fromBuffer(archive, { lazyEntries: true }, (error, opened) => (error ? reject(error) : resolve(opened))),
  );
  const files: Record<string, string> = {};
  await new Promise<void>((resolve, reject) => {
    zip.on('error', reject);
    zip.on('end', () => resolve());
    zip.on('entry', (entry: yauzl.Entry) => {
      if (entry.fileName.endsWith('/')) return zip.readEntry();
      zip.openReadStream(entry, async (error, stream) => {
        if (error) return reject(error);
        const chunks: Buffer[] = [];
        for await (const chunk of stream) chunks.push(chunk as Buffer);
        files[entry.fileName] = Buffer.concat(chunks).toString('utf8');
        zip.readEntry();
      });
    });
    zip.readEntry();
  });
  return files;
}

/** A multipart/form-data body with one file field (after any text `fields`), for app.inject. */
export function multipartFile(
  field: string,
  fileName: string,
  content: Buffer,
  fields: Record<string, string> = {},
): { payload: Buffer; headers: Record<string, string> } {
  const boundary = `----codeyard${Date.now()}`;
  const texts = Object.entries(fields)
    .map(([name, value]) => `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`)
    .join('');
  const head = Buffer.from(
    `${texts}--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${fileName}"\r\nContent-Type: application/zip\r\n\r\n`,
  );
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  return {
    payload: Buffer.concat([head, content, tail]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

/**
 * The archive with an entry's name replaced by a hostile one (`../evil.txt`, `/tmp/x`), which yazl
 * refuses to write: the zip is made with a harmless name of the same length, then patched.
 */
export function renameEntry(archive: Buffer, from: string, to: string): Buffer {
  if (from.length !== to.length) throw new Error(`"${from}" and "${to}" must have the same length`);
  const text = archive.toString('latin1');
  return Buffer.from(text.split(from).join(to), 'latin1');
}

/** Uploads `files`, zipped as `fileName`, to POST /api/problem/import with the given session cookie. */
export async function importProblemPackage(
  app: FastifyInstance,
  cookie: string,
  fileName: string,
  files: Record<string, string>,
) {
  const upload = multipartFile('file', fileName, await zipFiles(files));
  return app.inject({
    method: 'POST',
    url: '/api/problem/import',
    headers: { cookie, ...upload.headers },
    payload: upload.payload,
  });
}
