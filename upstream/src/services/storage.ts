/**
 * Files under `<DATA_DIR>/storage`, addressed by a relative path such as 'avatars/12-ab34.png'.
 * Paths are made here from trusted parts only, and checked to stay inside the root anyway.
 */
import { mkdir, rename, rm, writeFile } from 'node:fs/promises';
import { dirname, resolve, sep } from 'node:path';

const inside = (root: string, relativePath: string): string => {
  const full = resolve(root, relativePath);
  if (!full.startsWith(resolve(root) + sep)) throw new Error(`path escapes the storage root: ${relativePath}`);
  return full;
};

export const storeFile = async (root: string, relativePath: string, data: Uint8Array | string): Promise<void> => {
  const full = inside(root, relativePath);
  await mkdir(dirname(full), { recursive: true });
  // Write to a temporary name and rename, so a reader never sees half a file.
  const temp = `${full}.${process.pid}.${Date.now()}.tmp`;
  await writeFile(temp, data);
  await rename(temp, full);
};

/** Best effort: a missing file is fine (already gone). */
export const removeFile = async (root: string, relativePath: string): Promise<void> => {
  await rm(inside(root, relativePath), { force: true });
};
