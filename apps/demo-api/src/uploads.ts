import type { Hono } from 'hono';

/**
 * The files customers attach (complaint pictures, transfer receipts), kept in memory for the demo's
 * lifetime: the snapshot keeps only their paths, and after a restart they are drawn as placeholders.
 */
const uploads = new Map<string, { type: string; bytes: ArrayBuffer }>();

const placeholder =
  '<svg xmlns="http://www.w3.org/2000/svg" width="320" height="240" viewBox="0 0 320 240">' +
  '<rect width="320" height="240" fill="#e2e8f0"/><circle cx="110" cy="90" r="28" fill="#a0aec0"/>' +
  '<path d="M40 200l80-70 60 50 40-30 60 50z" fill="#a0aec0"/></svg>';

/** Keeps an attached file under `name` and answers the path it is served at. */
export async function saveUpload(name: string, file: Blob): Promise<string> {
  uploads.set(name, { type: file.type || 'image/png', bytes: await file.arrayBuffer() });
  return `/__demo/uploads/${name}`;
}

/** `GET /__demo/uploads/{name}`: an attached file, or a placeholder picture once forgotten. */
export function serveUploads(app: Hono): void {
  app.get('/__demo/uploads/:file', (c) => {
    const upload = uploads.get(c.req.param('file'));
    if (upload) return c.body(upload.bytes, 200, { 'Content-Type': upload.type });
    return c.body(placeholder, 200, { 'Content-Type': 'image/svg+xml' });
  });
}
