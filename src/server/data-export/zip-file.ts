import { createWriteStream } from 'node:fs';
import type { Readable } from 'node:stream';
import { Zip, ZipDeflate, ZipPassThrough } from 'fflate';

/**
 * A ZIP archive written to a file as entries are added (fflate's streaming `Zip`): text is
 * deflated, files already compressed (photos, PDFs) are stored as they are.
 */
export function createZipFile(file: string) {
  const output = createWriteStream(file, { flags: 'wx', mode: 0o600 });
  let failure: Error | null = null;
  const written = new Promise<void>((resolve, reject) => {
    output.on('finish', resolve);
    output.on('error', reject);
  });
  const zip = new Zip((error, chunk, final) => {
    if (error) {
      failure = error;
      output.destroy(error);
      return;
    }
    output.write(chunk);
    if (final) output.end();
  });
  const check = () => {
    if (failure) throw failure;
  };

  return {
    addText(name: string, text: string) {
      check();
      const entry = new ZipDeflate(name, { level: 6 });
      zip.add(entry);
      entry.push(new TextEncoder().encode(text), true);
    },

    addBytes(name: string, bytes: Uint8Array) {
      check();
      const entry = new ZipPassThrough(name);
      zip.add(entry);
      entry.push(bytes, true);
    },

    /** A stream (a photo from the storage), stored as it comes. */
    async addStream(name: string, body: Readable) {
      check();
      const entry = new ZipPassThrough(name);
      zip.add(entry);
      for await (const chunk of body) {
        entry.push(chunk instanceof Uint8Array ? chunk : Buffer.from(chunk));
      }
      entry.push(new Uint8Array(0), true);
    },

    /** Ends the archive and waits for the file to be written. */
    async close(): Promise<void> {
      check();
      zip.end();
      await written;
    },

    /** Stops writing (the caller deletes the partial file). */
    abort() {
      zip.terminate();
      output.destroy();
    },
  };
}

export type ZipFile = ReturnType<typeof createZipFile>;
