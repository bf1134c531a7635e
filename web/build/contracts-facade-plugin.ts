/**
 * The contracts as the web app imports them. Several contract modules keep plain constants
 * (enums, the error catalogue, banner codes …) next to the zod schemas built from them; importing
 * one constant would drag the module's schemas, and zod with them (≈ 30 KB gzipped), into every
 * chunk that needs the constant — the start-up chunk has a 100 KB budget.
 *
 * So `@badal/contracts`, imported from web/src, resolves to a facade generated at build time:
 * plain-data exports of modules that build schemas are inlined as literals; every other export
 * (functions, schemas, the call table) is re-exported from the module that declares it. A chunk
 * that uses a schema still gets it, with zod; a chunk that uses only constants does not. The
 * web code keeps writing `import { SellType } from '@badal/contracts'`.
 */
import type { Plugin } from 'vite';
import { CONTRACTS_INDEX, CONTRACTS_SRC, contractsNamespace, forget, readSource, sourcePath } from './contracts-source';

const FACADE = '\0badal-contracts-facade';
const WEB_SRC = new URL('../src/', import.meta.url).pathname;

/** JSON-like data (no functions, no class instances such as schemas or RegExps). */
export const isPlainData = (value: unknown): boolean => {
  if (value === null || ['string', 'number', 'boolean'].includes(typeof value)) return true;
  if (Array.isArray(value)) return value.every(isPlainData);
  if (typeof value !== 'object') return false;
  const proto = Object.getPrototypeOf(value);
  return (proto === Object.prototype || proto === null) && Object.values(value as object).every(isPlainData);
};

const RUNTIME_ZOD_IMPORT = /^import\s+(?!type\b)[^;]*from\s+['"]zod['"]/m;
const DECLARED = /^export\s+(?:const|let|var|class|(?:async\s+)?function\*?)\s+(\w+)/gm;
const LOCAL_LIST = /^export\s*\{([^}]*)\}\s*;/gm;

/** The value names one module declares or re-exports locally (`export { x };`). */
const exportedNames = (source: string): string[] => [
  ...[...source.matchAll(DECLARED)].map((m) => m[1]!),
  ...[...source.matchAll(LOCAL_LIST)].flatMap((m) =>
    m[1]!
      .split(',')
      .map((s) => s.trim())
      .filter((s) => s && !s.startsWith('type '))
      .map((s) => s.split(/\s+as\s+/).pop()!),
  ),
];

interface Owner {
  file: string;
  buildsSchemas: boolean;
}

/** Which module each runtime export of the index comes from, following index.ts's export lines. */
const owners = (): { byName: Map<string, Owner>; namespaces: Map<string, string> } => {
  const byName = new Map<string, Owner>();
  const namespaces = new Map<string, string>();
  for (const line of readSource(CONTRACTS_INDEX).split('\n')) {
    const star = /^export \* from '([^']+)';/.exec(line);
    const named = /^export \{([^}]*)\} from '([^']+)';/.exec(line);
    const ns = /^export \* as (\w+) from '([^']+)';/.exec(line);
    if (ns) namespaces.set(ns[1]!, sourcePath(ns[2]!));
    const spec = star?.[1] ?? named?.[2];
    if (!spec) continue;
    const file = sourcePath(spec);
    const source = readSource(file);
    const owner = { file, buildsSchemas: RUNTIME_ZOD_IMPORT.test(source) };
    const names = named
      ? named[1]!
          .split(',')
          .map((s) => s.trim())
          .filter((s) => s && !s.startsWith('type '))
      : exportedNames(source);
    // The first module to export a name owns it (bff.ts re-exports errors.ts's errorBodySchema).
    for (const name of names) if (!byName.has(name)) byName.set(name, owner);
  }
  return { byName, namespaces };
};

/** The facade's source text. */
export const facadeSource = async (): Promise<string> => {
  const contracts = await contractsNamespace();
  const { byName, namespaces } = owners();
  const lines: string[] = [];
  for (const [name, value] of Object.entries(contracts)) {
    const nsFile = namespaces.get(name);
    if (nsFile) {
      lines.push(`export * as ${name} from ${JSON.stringify(nsFile)};`);
      continue;
    }
    const owner = byName.get(name);
    if (!owner) throw new Error(`contracts facade: cannot tell which module exports "${name}"`);
    lines.push(
      owner.buildsSchemas && isPlainData(value)
        ? `export const ${name} = ${JSON.stringify(value)};`
        : `export { ${name} } from ${JSON.stringify(owner.file)};`,
    );
  }
  return `${lines.join('\n')}\n`;
};

export const contractsFacadePlugin = (): Plugin => ({
  name: 'badal-contracts-facade',
  enforce: 'pre',
  resolveId: (source, importer) =>
    source === '@badal/contracts' && importer?.startsWith(WEB_SRC) ? FACADE : undefined,
  async load(id) {
    if (id !== FACADE) return undefined;
    this.addWatchFile(CONTRACTS_INDEX);
    return facadeSource();
  },
  watchChange: (id) => {
    if (id.startsWith(CONTRACTS_SRC)) forget();
  },
});
