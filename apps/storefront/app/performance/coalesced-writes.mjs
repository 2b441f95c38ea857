// Each burst of a streamed page goes to the compressor as one write, flushed once (decision 012).
// Part of the performance layer (README.md beside this file); server.mjs loads it as it is, with no
// build step, so it is plain JavaScript with JSDoc types.

/**
 * React writes a page in chunks of about 2 KB and React Router flushes the compressor after each:
 * compressing a page then costs several times what compressing it whole does. Chunks written
 * together (the shell, then each streamed part) go to the compressor as one, flushed once, as soon
 * as React stops writing.
 * @type {import('express').RequestHandler}
 */
export function coalescedWrites(_req, res, next) {
  const response = /** @type {import('express').Response & { flush?: () => void }} */ (res);
  const { flush } = response;
  if (typeof flush !== 'function') return next();
  const write = response.write.bind(response);
  const end = response.end.bind(response);
  /** @type {Buffer[]} */
  let pending = [];
  let isScheduled = false;
  const send = () => {
    isScheduled = false;
    if (pending.length === 0) return;
    const burst = Buffer.concat(pending);
    pending = [];
    write(burst);
    flush.call(response);
  };
  const bytesOf = (/** @type {unknown} */ chunk, /** @type {unknown} */ encoding) =>
    Buffer.isBuffer(chunk)
      ? chunk
      : chunk instanceof Uint8Array
        ? Buffer.from(chunk.buffer, chunk.byteOffset, chunk.byteLength)
        : Buffer.from(String(chunk), typeof encoding === 'string' ? encoding : 'utf8');
  response.write = /** @type {typeof response.write} */ (
    (
      /** @type {unknown} */ chunk,
      /** @type {unknown} */ encoding,
      /** @type {unknown} */ done,
    ) => {
      pending.push(bytesOf(chunk, encoding));
      if (!isScheduled) {
        isScheduled = true;
        setImmediate(send);
      }
      const callback = typeof encoding === 'function' ? encoding : done;
      if (typeof callback === 'function') setImmediate(callback);
      return true;
    }
  );
  response.flush = () => undefined;
  response.end = /** @type {typeof response.end} */ (
    (
      /** @type {unknown} */ chunk,
      /** @type {unknown} */ encoding,
      /** @type {unknown} */ done,
    ) => {
      if (chunk !== undefined && chunk !== null && typeof chunk !== 'function') {
        pending.push(bytesOf(chunk, encoding));
      }
      const burst = Buffer.concat(pending);
      pending = [];
      const callback = [chunk, encoding, done].find((argument) => typeof argument === 'function');
      return callback ? end(burst, callback) : end(burst);
    }
  );
  next();
}
