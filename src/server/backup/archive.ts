import { createHash } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, open } from 'node:fs/promises';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { createGunzip, createGzip } from 'node:zlib';
import tar from 'tar-stream';
import { z } from 'zod';

/**
 * The backup format (docs/backups.md): one gzip-compressed tar archive holding the database,
 * the photos on disk and the DATA_DIR files the server needs, then `manifest.json` with the
 * size and SHA-256 of each. Any `tar` can open it; `restore` checks every file against the
 * manifest before it puts anything in place.
 */

export const MANIFEST_NAME = 'manifest.json';

const ManifestSchema = z.object({
  format: z.literal('ardoise-backup'),
  version: z.literal(1),
  createdAt: z.string(),
  database: z.string(),
  photos: z.enum(['included', 'on-s3-not-included']),
  files: z.array(z.object({ path: z.string(), size: z.number().int(), sha256: z.string() })),
});

export type BackupManifest = z.infer<typeof ManifestSchema>;

export type ArchiveSource = { name: string; file: string };

export class ArchiveError extends Error {}

/** Entry names restore accepts: plain relative paths, no `..`, nothing absolute. */
const SAFE_NAME = /^(?:[A-Za-z0-9_-][A-Za-z0-9._-]*\/)*[A-Za-z0-9_-][A-Za-z0-9._-]*$/;

/**
 * Writes `sources` (missing ones skipped: a photo deleted meanwhile) and the manifest into a
 * new archive at `target`. Returns the archive's own size and SHA-256.
 */
export async function writeArchive(
  target: string,
  sources: readonly ArchiveSource[],
  manifest: Omit<BackupManifest, 'files' | 'format' | 'version'>,
): Promise<{ size: number; sha256: string; manifest: BackupManifest }> {
  const pack = tar.pack();
  const digest = createHash('sha256');
  let size = 0;
  const written = pipeline(
    pack,
    createGzip(),
    async function* (chunks: AsyncIterable<Buffer>) {
      for await (const chunk of chunks) {
        digest.update(chunk);
        size += chunk.length;
        yield chunk;
      }
    },
    createWriteStream(target, { flags: 'wx', mode: 0o600 }),
  );
  written.catch(() => {});
  const files: BackupManifest['files'] = [];
  try {
    for (const source of sources) {
      const added = await addFile(pack, source);
      if (added) files.push(added);
    }
    const complete: BackupManifest = { format: 'ardoise-backup', version: 1, ...manifest, files };
    pack.entry({ name: MANIFEST_NAME, mode: 0o600 }, `${JSON.stringify(complete, null, 2)}\n`);
    pack.finalize();
    await written;
    return { size, sha256: digest.digest('hex'), manifest: complete };
  } catch (error) {
    pack.destroy(error as Error);
    await written.catch(() => {});
    throw error;
  }
}

async function addFile(pack: tar.Pack, source: ArchiveSource) {
  const handle = await open(source.file, 'r').catch((error: NodeJS.ErrnoException) => {
    if (error.code === 'ENOENT') return null;
    throw error;
  });
  if (!handle) return null;
  try {
    const stat = await handle.stat();
    if (!stat.isFile()) return null;
    const digest = createHash('sha256');
    await new Promise<void>((resolve, reject) => {
      const header = { name: source.name, size: stat.size, mode: 0o600, mtime: stat.mtime };
      const done = (error?: Error | null) => (error ? reject(error) : resolve());
      if (stat.size === 0) {
        pack.entry(header, Buffer.alloc(0), done);
        return;
      }
      const entry = pack.entry(header, done);
      const input = handle.createReadStream({ start: 0, end: stat.size - 1, autoClose: false });
      input.on('data', (chunk) => digest.update(chunk));
      input.on('error', reject);
      input.pipe(entry);
    });
    return { path: source.name, size: stat.size, sha256: digest.digest('hex') };
  } finally {
    await handle.close();
  }
}

/**
 * Extracts an archive into `targetDir` (new, empty) and checks it: only safe names, only the
 * files the manifest lists, each with its size and SHA-256. Throws ArchiveError otherwise.
 */
export async function extractArchive(archive: string, targetDir: string): Promise<BackupManifest> {
  const extract = tar.extract();
  const found = new Map<string, { size: number; sha256: string }>();
  let manifestText: string | null = null;
  const reading = pipeline(createReadStream(archive), createGunzip(), extract);
  reading.catch(() => {});
  try {
    for await (const entry of extract) {
      const { name, type } = entry.header;
      if (type !== 'file' || !SAFE_NAME.test(name) || found.has(name)) {
        throw new ArchiveError(`entrée inattendue dans l'archive : ${name}`);
      }
      if (name === MANIFEST_NAME) {
        const chunks: Buffer[] = [];
        for await (const chunk of entry) chunks.push(chunk as Buffer);
        manifestText = Buffer.concat(chunks).toString('utf8');
        found.set(name, { size: 0, sha256: '' });
        continue;
      }
      const file = path.join(targetDir, name);
      await mkdir(path.dirname(file), { recursive: true });
      const digest = createHash('sha256');
      let size = 0;
      const output = await open(file, 'wx', 0o600);
      try {
        for await (const chunk of entry) {
          const bytes = chunk as Buffer;
          digest.update(bytes);
          size += bytes.length;
          await output.write(bytes);
        }
      } finally {
        await output.close();
      }
      found.set(name, { size, sha256: digest.digest('hex') });
    }
    await reading;
  } catch (error) {
    extract.destroy();
    await reading.catch(() => {});
    if (error instanceof ArchiveError) throw error;
    throw new ArchiveError(`archive illisible ou tronquée (${(error as Error).message})`);
  }
  return checkAgainstManifest(manifestText, found);
}

function checkAgainstManifest(
  text: string | null,
  found: Map<string, { size: number; sha256: string }>,
): BackupManifest {
  if (text === null) throw new ArchiveError(`pas de ${MANIFEST_NAME} dans l'archive`);
  let parsed: ReturnType<typeof ManifestSchema.safeParse>;
  try {
    parsed = ManifestSchema.safeParse(JSON.parse(text));
  } catch {
    throw new ArchiveError(`${MANIFEST_NAME} illisible`);
  }
  if (!parsed.success) throw new ArchiveError(`${MANIFEST_NAME} n'est pas celui d'Ardoise`);
  const manifest = parsed.data;
  for (const expected of manifest.files) {
    const actual = found.get(expected.path);
    if (!actual) throw new ArchiveError(`fichier manquant : ${expected.path}`);
    if (actual.size !== expected.size || actual.sha256 !== expected.sha256) {
      throw new ArchiveError(`somme de contrôle différente pour ${expected.path}`);
    }
  }
  const listed = new Set([MANIFEST_NAME, ...manifest.files.map((file) => file.path)]);
  const extra = [...found.keys()].find((name) => !listed.has(name));
  if (extra) throw new ArchiveError(`fichier absent du manifeste : ${extra}`);
  return manifest;
}
