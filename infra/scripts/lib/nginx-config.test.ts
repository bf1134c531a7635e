// biome-ignore-all lint/suspicious/noTemplateCurlyInString: Compose and nginx template placeholders are the subject of these tests
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { clusterMainConf, clusterSiteValues, fillTemplate, NGINX_TEMPLATE } from './nginx-config.mjs';
import { findNginx, prepareNginx } from './nginx-run.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const template = fs.readFileSync(path.join(root, NGINX_TEMPLATE), 'utf8');

describe('the shared nginx site configuration', () => {
  it('fills only ${BADAL_*} placeholders and leaves nginx variables alone', () => {
    const out = fillTemplate('listen ${BADAL_LISTEN}; set $x $host; # ${HOME}', { BADAL_LISTEN: '8080' });
    expect(out).toBe('listen 8080; set $x $host; # ${HOME}');
  });

  it('refuses a placeholder without a value', () => {
    expect(() => fillTemplate('listen ${BADAL_LISTEN};', {})).toThrow('no value for ${BADAL_LISTEN}');
  });

  it('lists every BFF of the cluster, with how nginx retries them', () => {
    const values = clusterSiteValues({ port: 8080, bffPorts: [4001, 4002], accessLog: '/tmp/a.log' });
    expect(values).toEqual({
      BADAL_LISTEN: '127.0.0.1:8080',
      BADAL_BFF_SERVERS:
        'server 127.0.0.1:4001 max_fails=1 fail_timeout=5s; server 127.0.0.1:4002 max_fails=1 fail_timeout=5s;',
      BADAL_ACCESS_LOG: '/tmp/a.log',
    });
  });

  it('passes WebSocket upgrades and the request id on, and uses every placeholder it documents', () => {
    expect(template).toContain('proxy_set_header Upgrade $http_upgrade;');
    expect(template).toContain('proxy_set_header X-Request-Id $request_id;');
    const used = new Set([...template.matchAll(/\$\{(BADAL_[A-Z_]+)\}/g)].map((m) => m[1]));
    expect([...used].sort()).toEqual(['BADAL_ACCESS_LOG', 'BADAL_BFF_SERVERS', 'BADAL_LISTEN']);
  });

  it('is a configuration nginx accepts (nginx -t), when nginx is installed', () => {
    const nginx = findNginx();
    if (!nginx) {
      // .ci/run installs nginx, so on CI this branch never runs.
      expect(process.env.CI ?? '').toBe('');
      return;
    }
    const runDir = fs.mkdtempSync(path.join(os.tmpdir(), 'badal-nginx-test-'));
    try {
      const { command, args } = prepareNginx({
        root,
        runDir,
        port: 8080,
        bffPorts: [4001, 4002],
        accessLog: path.join(runDir, 'a.log'),
      });
      expect(command).toBe(nginx);
      // nginx -t reports on stderr and fails with a non-zero exit on any error.
      execFileSync(command, ['-t', ...args], { stdio: ['ignore', 'pipe', 'pipe'] });
    } finally {
      fs.rmSync(runDir, { recursive: true, force: true });
    }
  });
});

describe('the main configuration of a cluster run', () => {
  it('keeps nginx in the foreground with everything inside the run folder', () => {
    const conf = clusterMainConf({ runDir: '/run/x', siteFile: '/run/x/badal.conf', asRoot: false });
    expect(conf).toContain('daemon off;');
    expect(conf).toContain('pid /run/x/nginx.pid;');
    expect(conf).toContain('client_body_temp_path /run/x/temp/body;');
    expect(conf).toContain('include /run/x/badal.conf;');
    expect(conf).not.toContain('user root;');
    expect(clusterMainConf({ runDir: '/run/x', siteFile: '/run/x/badal.conf', asRoot: true })).toContain('user root;');
  });
});
