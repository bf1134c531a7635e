/**
 * Seed pictures are drawn once into a cache directory shared by every data directory on the
 * machine (tests start many throwaway APIs), then hard-linked into each storage root (copied when
 * the two are on different file systems). Files are immutable: their names carry a content hash.
 */
import { createHash } from 'node:crypto';
import { constants } from 'node:fs';
import { access, copyFile, link, mkdir, rename, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';

export const DEFAULT_MEDIA_CACHE_DIR = join(tmpdir(), 'badal-seed-media');

export interface SeedFile {
  /** Path under the storage root, e.g. 'products/abc-1-0123456789.png'. */
  path: string;
  render: () => Uint8Array | Promise<Uint8Array>;
}

const exists = (path: string) =>
  access(path, constants.F_OK).then(
    () => true,
    () => false,
  );

const errorCode = (error: unknown) => (error as { code?: string }).code;

/** mkdir -p, once per directory and run. */
const directories = () => {
  const made = new Map<string, Promise<unknown>>();
  return (dir: string) => {
    let pending = made.get(dir);
    if (!pending) {
      pending = mkdir(dir, { recursive: true });
      made.set(dir, pending);
    }
    return pending;
  };
};

const placeOne = async (
  storageDir: string,
  cacheDir: string,
  file: SeedFile,
  ensureDir: (dir: string) => Promise<unknown>,
): Promise<boolean> => {
  const target = join(storageDir, file.path);
  if (await exists(target)) return false;
  const cached = join(cacheDir, file.path);
  if (!(await exists(cached))) {
    await ensureDir(dirname(cached));
    // A unique temporary name and a rename: parallel seeds never see half a file.
    const temp = `${cached}.${process.pid}.${Math.random().toString(36).slice(2)}.tmp`;
    await writeFile(temp, await file.render());
    await rename(temp, cached);
  }
  await ensureDir(dirname(target));
  try {
    await link(cached, target);
  } catch (error) {
    if (errorCode(error) === 'EEXIST') return false;
    if (!['EXDEV', 'EPERM', 'ENOTSUP', 'EMLINK'].includes(errorCode(error) ?? '')) throw error;
    await copyFile(cached, target);
  }
  return true;
};

/** A name for "all of these files are in place", changing with the list of files. */
export const completionMarker = (folder: string, files: readonly SeedFile[]): string => {
  const hash = createHash('sha256');
  for (const file of files) hash.update(file.path).update('\n');
  return join(folder, `.complete-${hash.digest('hex').slice(0, 16)}`);
};

/**
 * Puts every file into the storage root; answers how many were missing there. With a `marker`
 * (a path under the storage root), a run that found everything in place leaves it behind, and
 * later runs that find it skip checking thousands of files one by one.
 */
export const placeSeedFiles = async (
  storageDir: string,
  cacheDir: string,
  files: readonly SeedFile[],
  options: { marker?: string; concurrency?: number } = {},
): Promise<number> => {
  const marker = options.marker ? join(storageDir, options.marker) : undefined;
  if (marker && (await exists(marker))) return 0;
  const concurrency = options.concurrency ?? 16;
  let next = 0;
  let placed = 0;
  const ensureDir = directories();
  const worker = async () => {
    while (next < files.length) {
      const file = files[next++] as SeedFile;
      if (await placeOne(storageDir, cacheDir, file, ensureDir)) placed++;
    }
  };
  await Promise.all(Array.from({ length: Math.min(concurrency, files.length) }, worker));
  if (marker) {
    await mkdir(dirname(marker), { recursive: true });
    await writeFile(marker, `${files.length} files\n`);
  }
  return placed;
};
