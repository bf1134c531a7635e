/**
 * Preparing a run of Debian's nginx with the shared site configuration in front of given BFF
 * ports: the run folder, the filled site file and the main configuration. The cluster and the
 * benchmarks start nginx with the arguments this returns.
 */
import fs from 'node:fs';
import path from 'node:path';
import { clusterMainConf, clusterSiteValues, fillTemplate, NGINX_TEMP_DIRS, NGINX_TEMPLATE } from './nginx-config.mjs';

/**
 * Whether nginx is on PATH or in /usr/sbin (Debian's place, which a non-root PATH may lack).
 * @returns {string | undefined}
 */
export const findNginx = () => {
  for (const dir of [...(process.env.PATH ?? '').split(path.delimiter), '/usr/sbin', '/usr/local/sbin']) {
    const candidate = path.join(dir, 'nginx');
    if (dir && fs.existsSync(candidate)) return candidate;
  }
  return undefined;
};

/**
 * @param {{ root: string, runDir: string, port: number, bffPorts: readonly number[], accessLog: string }} options
 * @returns {{ command: string, args: string[] }} how to start nginx in the foreground
 */
export const prepareNginx = ({ root, runDir, port, bffPorts, accessLog }) => {
  const command = findNginx();
  if (!command) throw new Error('nginx not found: install it (Debian: apt-get install nginx)');
  for (const dir of NGINX_TEMP_DIRS) fs.mkdirSync(path.join(runDir, 'temp', dir), { recursive: true });
  const siteFile = path.join(runDir, 'badal.conf');
  const template = fs.readFileSync(path.join(root, NGINX_TEMPLATE), 'utf8');
  fs.writeFileSync(siteFile, fillTemplate(template, clusterSiteValues({ port, bffPorts, accessLog })));
  const mainConf = path.join(runDir, 'nginx.conf');
  fs.writeFileSync(mainConf, clusterMainConf({ runDir, siteFile, asRoot: process.getuid?.() === 0 }));
  return { command, args: ['-p', runDir, '-c', mainConf] };
};
