import type { Hono } from 'hono';

/**
 * The files customers attach (complaint pictures, transfer receipts), kept in memory for the demo's
 * lifetime: the snapshot keeps only their paths, and after a restart they are drawn as placeholders.
 */
const uploads = new Map<string, { bytes: ArrayBuffer }>();

const placeholder =
  '<svg xmlns="http://www.w3.org/2000/svg" width="320" height="240" viewBox="0 0 320 240">' +
  '<rect width="320" height="240" fill="#e2e8f0"/><circle cx="110" cy="90" r="28" fill="#a0aec0"/>' +
  '<path d="M40 200l80-70 60 50 40-30 60 50z" fill="#a0aec0"/></svg>';

/** Keeps an attached file under `name` and answers the path it is served at. */
export async function saveUpload(name: string, file: Blob): Promise<string> {
  uploads.set(name, { bytes: await file.arrayBuffer() });
  return `/__demo/uploads/${name}`;
}

/** The picture formats an upload is served as, by its first bytes (never by what the uploader said). */
function pictureTypeOf(bytes: ArrayBuffer): string | null {
  const head = new Uint8Array(bytes.slice(0, 12));
  const starts = (signature: readonly number[], at = 0) =>
    signature.every((byte, index) => head[at + index] === byte);
  if (starts([0xff, 0xd8, 0xff])) return 'image/jpeg';
  if (starts([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png';
  if (starts([0x47, 0x49, 0x46, 0x38])) return 'image/gif';
  if (starts([0x52, 0x49, 0x46, 0x46]) && starts([0x57, 0x45, 0x42, 0x50], 8)) return 'image/webp';
  return null;
}

/** What every upload is served with: never run, never sniffed, never framed. */
const UPLOAD_HEADERS = {
  'X-Content-Type-Options': 'nosniff',
  'Content-Security-Policy': "default-src 'none'; sandbox",
  'Cross-Origin-Resource-Policy': 'cross-origin',
};

/**
 * `GET /__demo/uploads/{name}`: an attached file, or a placeholder picture once forgotten. A
 * picture is served as the picture its bytes are; anything else (an uploaded `text/html`, say) is
 * a download, never a page on the API's origin.
 */
export function serveUploads(app: Hono): void {
  app.get('/__demo/uploads/:file', (c) => {
    const upload = uploads.get(c.req.param('file'));
    if (upload) {
      const picture = pictureTypeOf(upload.bytes);
      return c.body(upload.bytes, 200, {
        ...UPLOAD_HEADERS,
        'Content-Type': picture ?? 'application/octet-stream',
        'Content-Disposition': picture ? 'inline' : 'attachment',
      });
    }
    return c.body(placeholder, 200, { ...UPLOAD_HEADERS, 'Content-Type': 'image/svg+xml' });
  });
}
