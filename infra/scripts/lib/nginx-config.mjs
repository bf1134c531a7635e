/**
 * The shared nginx site configuration (infra/nginx/badal.conf.template) filled in for the
 * container-free cluster, and the small main configuration that runs Debian's nginx as an
 * unprivileged child process: every path inside one run folder, logs to our output, no daemon.
 */
import path from 'node:path';

export const NGINX_TEMPLATE = 'infra/nginx/badal.conf.template';

/**
 * Fills `${BADAL_*}` placeholders the way the nginx image's template step does (envsubst limited
 * to those names); nginx's own `$variables` are left alone. A placeholder without a value is an
 * error, not an empty string: nginx would start with a broken configuration.
 * @param {string} template
 * @param {Record<string, string>} values
 * @returns {string}
 */
export const fillTemplate = (template, values) =>
  template.replace(/\$\{(BADAL_[A-Z0-9_]+)\}/g, (_match, name) => {
    const value = values[name];
    if (value === undefined) throw new Error(`nginx template: no value for \${${name}}`);
    return value;
  });

/**
 * How nginx treats an instance that refused a connection: left out for 5 s, then tried again (so a
 * restarted instance rejoins within seconds). The same in docker-compose.yml.
 */
export const BFF_SERVER_PARAMS = 'max_fails=1 fail_timeout=5s';

/**
 * The site's values for a cluster on this machine.
 * @param {{ port: number, bffPorts: readonly number[], accessLog: string }} options
 * @returns {Record<string, string>}
 */
export const clusterSiteValues = ({ port, bffPorts, accessLog }) => ({
  BADAL_LISTEN: `127.0.0.1:${port}`,
  BADAL_BFF_SERVERS: bffPorts.map((p) => `server 127.0.0.1:${p} ${BFF_SERVER_PARAMS};`).join(' '),
  BADAL_ACCESS_LOG: accessLog,
});

/**
 * nginx.conf for `nginx -p <runDir> -c <runDir>/nginx.conf`: the pid file and temporary folders in
 * the run folder, errors on stderr, in the foreground, and the filled site file included.
 * @param {{ runDir: string, siteFile: string, asRoot: boolean }} options asRoot: started by root,
 *   whose worker processes would otherwise switch to a user that cannot write the run folder
 * @returns {string}
 */
export const clusterMainConf = ({ runDir, siteFile, asRoot }) => {
  /** @param {string} name */
  const temp = (name) => path.join(runDir, 'temp', name);
  return [
    '# Written by infra/scripts/cluster.mjs for one run; the site itself is infra/nginx/badal.conf.template.',
    ...(asRoot ? ['user root;'] : []),
    'daemon off;',
    'worker_processes auto;',
    `pid ${path.join(runDir, 'nginx.pid')};`,
    'error_log stderr warn;',
    'events { worker_connections 4096; }',
    'http {',
    `  client_body_temp_path ${temp('body')};`,
    `  proxy_temp_path ${temp('proxy')};`,
    `  fastcgi_temp_path ${temp('fastcgi')};`,
    `  uwsgi_temp_path ${temp('uwsgi')};`,
    `  scgi_temp_path ${temp('scgi')};`,
    '  default_type application/octet-stream;',
    '  sendfile on;',
    '  server_tokens off;',
    `  include ${siteFile};`,
    '}',
    '',
  ].join('\n');
};

/** Folders nginx expects under the run folder before it starts. */
export const NGINX_TEMP_DIRS = ['body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'];
