/**
 * The first setup file. The web project shares one worker, one environment and the external
 * libraries (React, jsdom, Testing Library) between its test files (vitest.config.ts,
 * `isolate: false`): starting them for every file cost more than the tests. What a test file
 * could change is still fresh for each file: this drops the app's own modules (their state —
 * the snackbar, the wizard's last move, the first page shown — and a file's `vi.mock`s with
 * them), so the file and the setup after this one import them anew, and setup.ts resets the
 * document.
 */
import { vi } from 'vitest';

vi.resetModules();
