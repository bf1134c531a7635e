// @vitest-environment node
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { ResolvedConfig } from 'vite';
import { describe, expect, it } from 'vitest';
import { BOOT_SCRIPT, bootScriptPlugin } from './boot-script-plugin';

describe('the start-up script in the build', () => {
  it('is the public one minified: no comments, a smaller file that still reads its data attributes', async () => {
    const outDir = fs.mkdtempSync(path.join(os.tmpdir(), 'badal-boot-'));
    const publicDir = path.join(import.meta.dirname, '..', 'public');
    const plugin = bootScriptPlugin();
    const config = { publicDir, build: { outDir, ssr: false } } as unknown as ResolvedConfig;
    (plugin.configResolved as (c: ResolvedConfig) => void)(config);
    await (plugin.writeBundle as () => Promise<void>)();
    const source = fs.readFileSync(path.join(publicDir, BOOT_SCRIPT), 'utf8');
    const built = fs.readFileSync(path.join(outDir, BOOT_SCRIPT), 'utf8');
    fs.rmSync(outDir, { recursive: true, force: true });
    expect(built.length).toBeLessThan(source.length * 0.6);
    expect(built).not.toMatch(/\/\*|\/\//);
    expect(built).toContain('data-entry');
    expect(built).toContain('data-tap-replay');
  });
});
