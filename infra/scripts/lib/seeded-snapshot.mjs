/**
 * The throw-away stack starts from the seeded data the unit tests' global setup made
 * (upstream/src/test/templates.ts): the PGlite snapshot unpacked as its data directory and the
 * seed's category pictures copied into its storage, so its API neither creates nor migrates nor
 * seeds a database again (its seed still runs at start, and finds everything there). Without a
 * snapshot of the current key (a resumed run on a machine that never ran the unit tests), the
 * stack seeds its own database as `npm start` does.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

/**
 * @param {{ root: string, dataDir: string }} options root: the repository; dataDir: the stack's
 *   empty DATA_DIR
 * @returns {Promise<boolean>} whether the snapshot was placed
 */
export const placeSeededSnapshot = async ({ root, dataDir }) => {
  // The API's build (the types step makes it): the same key as the unit tests compute from source.
  const dist = (/** @type {string} */ file) => pathToFileURL(path.join(root, 'upstream', 'dist', file)).href;
  const { testTemplateKey } = await import(dist('testing.js'));
  const { templatePaths } = await import(dist('test/templates.js'));
  const { snapshot, storage } = templatePaths(await testTemplateKey());
  if (!fs.existsSync(snapshot) || !fs.existsSync(path.join(storage, 'categories'))) return false;
  const pglite = path.join(dataDir, 'pglite');
  fs.mkdirSync(pglite, { recursive: true });
  execFileSync('tar', ['-xf', snapshot, '-C', pglite]);
  fs.cpSync(path.join(storage, 'categories'), path.join(dataDir, 'storage', 'categories'), { recursive: true });
  return true;
};
