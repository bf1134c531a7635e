/**
 * Checks docker-compose.yml the way `docker compose config` would, for machines without Docker's
 * compose plugin (this one, and CI): variables are interpolated by the Compose rules (`${VAR}`,
 * `${VAR:-default}`, `${VAR:?error}`, `$$`, …), so a missing secret is an error naming it; then
 * the structure is checked: known keys, an image or a build target that exists in its Dockerfile,
 * dependencies on services that exist (healthy ones with a health check, profile-only ones not
 * required), declared volumes, existing bind-mounted files, no dependency cycle.
 */
import fs from 'node:fs';
import path from 'node:path';
import YAML from 'yaml';

const TOP_LEVEL = new Set(['name', 'version', 'services', 'volumes', 'networks', 'configs', 'secrets']);
const SERVICE_KEYS = new Set([
  'build',
  'image',
  'command',
  'entrypoint',
  'depends_on',
  'environment',
  'env_file',
  'ports',
  'expose',
  'volumes',
  'healthcheck',
  'deploy',
  'profiles',
  'restart',
  'stop_grace_period',
  'stop_signal',
  'networks',
  'user',
  'working_dir',
  'labels',
]);
const CONDITIONS = new Set(['service_started', 'service_healthy', 'service_completed_successfully']);
const REFERENCE = /\$(?:(\$)|\{([A-Za-z_][A-Za-z0-9_]*)(?:(:?[-?+])([^}]*))?\}|([A-Za-z_][A-Za-z0-9_]*))/g;

/**
 * One string interpolated by the Compose rules; errors of `${VAR:?message}` are collected.
 * @param {string} text
 * @param {Record<string, string | undefined>} env
 * @param {string[]} errors
 * @returns {string}
 */
export const interpolate = (text, env, errors) =>
  text.replace(REFERENCE, (_match, dollar, braced, operator, argument, bare) => {
    if (dollar) return '$';
    const name = braced ?? bare;
    const value = env[name];
    const unset = value === undefined;
    const empty = unset || value === '';
    switch (operator) {
      case ':-':
        return empty ? argument : value;
      case '-':
        return unset ? argument : value;
      case ':?':
      case '?':
        if (operator === ':?' ? empty : unset) {
          errors.push(`required variable ${name} is missing a value: ${argument}`);
          return '';
        }
        return value;
      case ':+':
        return empty ? '' : argument;
      case '+':
        return unset ? '' : argument;
      default:
        return value ?? '';
    }
  });

/**
 * @param {unknown} node
 * @param {Record<string, string | undefined>} env
 * @param {string[]} errors
 * @returns {unknown}
 */
const interpolateAll = (node, env, errors) => {
  if (typeof node === 'string') return interpolate(node, env, errors);
  if (Array.isArray(node)) return node.map((item) => interpolateAll(item, env, errors));
  if (node && typeof node === 'object') {
    return Object.fromEntries(Object.entries(node).map(([k, v]) => [k, interpolateAll(v, env, errors)]));
  }
  return node;
};

/**
 * @param {string} dockerfile
 * @returns {{ targets: Set<string>, healthy: Set<string> }} stages, and those with a HEALTHCHECK
 */
const dockerfileStages = (dockerfile) => {
  const targets = new Set();
  const healthy = new Set();
  let current = '';
  for (const line of dockerfile.split('\n')) {
    const from = /^FROM\s+\S+(?:\s+AS\s+(\S+))?/i.exec(line);
    if (from) {
      current = from[1] ?? '';
      if (current) targets.add(current);
    } else if (/^HEALTHCHECK\s+/i.test(line) && !/^HEALTHCHECK\s+NONE/i.test(line)) healthy.add(current);
  }
  return { targets, healthy };
};

/** @typedef {{ errors: string[], config: Record<string, any> }} ComposeCheck */

/**
 * @param {string} text the compose file
 * @param {{ env: Record<string, string | undefined>, projectDir: string, profiles?: string[] }} options
 * @returns {ComposeCheck}
 */
export const checkCompose = (text, { env, projectDir, profiles = [] }) => {
  /** @type {string[]} */
  const errors = [];
  const raw = YAML.parse(text, { merge: true });
  const config = /** @type {Record<string, any>} */ (interpolateAll(raw, env, errors));

  for (const key of Object.keys(config)) {
    if (!TOP_LEVEL.has(key) && !key.startsWith('x-')) errors.push(`unknown top-level key ${key}`);
  }
  const services = /** @type {Record<string, any>} */ (config.services ?? {});
  if (Object.keys(services).length === 0) errors.push('no services');
  const volumes = new Set(Object.keys(config.volumes ?? {}));
  const active = (/** @type {any} */ service) =>
    !service.profiles || service.profiles.some((/** @type {string} */ p) => profiles.includes(p));

  /** @param {any} service */
  const hasHealthcheck = (service) => {
    if (service.healthcheck) return !service.healthcheck.disable;
    if (!service.build) return false;
    const file = path.join(projectDir, service.build.context ?? '.', service.build.dockerfile ?? 'Dockerfile');
    return fs.existsSync(file) && dockerfileStages(fs.readFileSync(file, 'utf8')).healthy.has(service.build.target);
  };

  for (const [name, service] of Object.entries(services)) {
    const where = `service ${name}`;
    for (const key of Object.keys(service)) {
      if (!SERVICE_KEYS.has(key) && !key.startsWith('x-')) errors.push(`${where}: unknown key ${key}`);
    }
    if (!service.image && !service.build) errors.push(`${where}: needs an image or a build`);
    if (service.build) {
      const file = path.join(projectDir, service.build.context ?? '.', service.build.dockerfile ?? 'Dockerfile');
      if (!fs.existsSync(file)) errors.push(`${where}: ${service.build.dockerfile} does not exist`);
      else if (
        service.build.target &&
        !dockerfileStages(fs.readFileSync(file, 'utf8')).targets.has(service.build.target)
      ) {
        errors.push(`${where}: ${service.build.dockerfile} has no stage ${service.build.target}`);
      }
    }
    const dependsOn = Array.isArray(service.depends_on)
      ? Object.fromEntries(service.depends_on.map((/** @type {string} */ d) => [d, { condition: 'service_started' }]))
      : (service.depends_on ?? {});
    for (const [dependency, rule] of Object.entries(dependsOn)) {
      const target = services[dependency];
      if (!target) {
        errors.push(`${where}: depends on unknown service ${dependency}`);
        continue;
      }
      if (!CONDITIONS.has(rule.condition))
        errors.push(`${where}: unknown condition ${rule.condition} for ${dependency}`);
      if (rule.condition === 'service_healthy' && !hasHealthcheck(target)) {
        errors.push(`${where}: waits for ${dependency} to be healthy, which has no health check`);
      }
      if (target.profiles && !service.profiles && rule.required !== false) {
        errors.push(
          `${where}: depends on ${dependency}, which only runs in profile ${target.profiles.join(', ')} (add required: false)`,
        );
      }
    }
    for (const volume of service.volumes ?? []) {
      const spec = typeof volume === 'string' ? volume : `${volume.source}:${volume.target}`;
      const source = spec.split(':')[0] ?? '';
      if (source.startsWith('.') || source.startsWith('/')) {
        if (!fs.existsSync(path.resolve(projectDir, source)))
          errors.push(`${where}: bind mount ${source} does not exist`);
      } else if (!volumes.has(source)) errors.push(`${where}: volume ${source} is not declared under volumes`);
    }
    for (const port of service.ports ?? []) {
      if (!/^(\d{1,3}(\.\d{1,3}){3}:)?\d{1,5}:\d{1,5}(\/(tcp|udp))?$/.test(String(port))) {
        errors.push(`${where}: port mapping "${port}" is not [ip:]host:container`);
      }
    }
    const test = service.healthcheck?.test;
    if (test !== undefined && !(typeof test === 'string' || ['CMD', 'CMD-SHELL', 'NONE'].includes(test[0]))) {
      errors.push(`${where}: a health check test starts with CMD, CMD-SHELL or NONE`);
    }
    if (service.environment && !Array.isArray(service.environment)) {
      for (const [key, value] of Object.entries(service.environment)) {
        if (value !== null && typeof value === 'object')
          errors.push(`${where}: environment ${key} is not a plain value`);
      }
    }
  }

  // Start order must exist: no service may (indirectly) wait for itself.
  /** @type {Map<string, number>} 1 visiting, 2 done */
  const state = new Map();
  /** @param {string} name @param {string[]} trail */
  const visit = (name, trail) => {
    if (state.get(name) === 2) return;
    if (state.get(name) === 1) {
      errors.push(`dependency cycle: ${[...trail, name].join(' → ')}`);
      return;
    }
    state.set(name, 1);
    const deps = services[name]?.depends_on ?? {};
    for (const dep of Array.isArray(deps) ? deps : Object.keys(deps)) if (services[dep]) visit(dep, [...trail, name]);
    state.set(name, 2);
  };
  for (const name of Object.keys(services)) visit(name, []);

  // Services of inactive profiles are left out, as `docker compose config` does.
  config.services = Object.fromEntries(Object.entries(services).filter(([, s]) => active(s)));
  return { errors, config };
};
