/**
 * A Docker build of the repository (infra/Dockerfile, docker-compose.yml) never sends the host's
 * installs, builds, data, history or secrets: the root .dockerignore, which every builder reads,
 * names them.
 */
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const patterns = fs
  .readFileSync(path.resolve(import.meta.dirname, '../../.dockerignore'), 'utf8')
  .split('\n')
  .map((line) => line.trim())
  .filter((line) => line && !line.startsWith('#'));

describe('.dockerignore', () => {
  it('keeps installs, builds, data, history and secrets out of the build context', () => {
    for (const needed of ['**/node_modules', '**/dist', '**/dist-ssr', '**/.data', '.git', '.env', '.env.*'])
      expect(patterns, needed).toContain(needed);
    // The example settings file is documentation, not a secret.
    expect(patterns).toContain('!.env.example');
  });
});
