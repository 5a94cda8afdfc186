import { expect, test } from "@playwright/test";
import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import net from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { securityHeaders } from "../../platform/security/response-headers";
import { minimumFillMs, postForm, prepareForms } from "./support/delegation-posts";
import { freePort } from "./support/extra-servers";
import { rawRequest } from "./support/raw-http";
import { expectSecurityHeaders } from "./support/security-headers";

/**
 * The example nginx configuration (deploy/nginx/openseat.conf) in front of the e2e server, which
 * trusts one proxy hop: TLS, the security headers on every response, and client addresses a
 * forged X-Forwarded-For cannot change. Skipped, loudly, where nginx is not installed
 * (.ci/run installs it).
 */
const appPort = Number(process.env.E2E_PORT);
const nginx = ["/usr/sbin/nginx", "/usr/bin/nginx"].find((candidate) => spawnSync(candidate, ["-v"]).status === 0);
if (!nginx) console.warn("\n!!! reverse-proxy tests SKIPPED: no nginx binary (apt-get install nginx-light, as .ci/run does) !!!\n");


function waitForPort(port: number, timeoutMs = 10_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  return new Promise((resolve, reject) => {
    const attempt = () => {
      const socket = net.connect(port, "127.0.0.1");
      socket.once("connect", () => {
        socket.destroy();
        resolve();
      });
      socket.once("error", () => {
        socket.destroy();
        if (Date.now() > deadline) reject(new Error(`nothing listening on ${port}`));
        else setTimeout(attempt, 100);
      });
    };
    attempt();
  });
}

test.describe("behind the example nginx configuration", () => {
  test.describe.configure({ mode: "serial" });
  test.skip(!nginx, "nginx is not installed");

  let dir = "";
  let proxy: ChildProcess | undefined;
  let httpsBase = "";
  let httpBase = "";

  test.beforeAll(async () => {
    dir = mkdtempSync(path.join(tmpdir(), "openseat-nginx-"));
    const [httpsPort, httpPort] = [await freePort(), await freePort()];
    httpsBase = `https://127.0.0.1:${httpsPort}`;
    httpBase = `http://127.0.0.1:${httpPort}`;
    const cert = path.join(dir, "cert.pem");
    const key = path.join(dir, "key.pem");
    const made = spawnSync("openssl", ["req", "-x509", "-newkey", "rsa:2048", "-nodes", "-days", "1", "-subj", "/CN=127.0.0.1", "-keyout", key, "-out", cert]);
    expect(made.status, String(made.stderr)).toBe(0);
    // The shipped site configuration, with only its addresses and paths swapped for this run's.
    const site = readFileSync(path.resolve("deploy/nginx/openseat.conf"), "utf8")
      .replace("server 127.0.0.1:3000;", `server 127.0.0.1:${appPort};`)
      .replace("listen 80;", `listen 127.0.0.1:${httpPort};`)
      .replace("listen 443 ssl http2;", `listen 127.0.0.1:${httpsPort} ssl http2;`)
      .replaceAll("www.example.com.pem", "cert.pem")
      .replaceAll("www.example.com.key", "key.pem")
      .replace("/etc/ssl/certs/cert.pem", cert)
      .replace("/etc/ssl/private/key.pem", key)
      .replaceAll("server_name www.example.com;", "server_name 127.0.0.1;")
      .replaceAll("/etc/nginx/snippets/openseat-security-headers.conf", path.resolve("deploy/nginx/openseat-security-headers.conf"));
    expect(site).toContain(`127.0.0.1:${appPort}`);
    writeFileSync(path.join(dir, "openseat.conf"), site);
    writeFileSync(
      path.join(dir, "nginx.conf"),
      [
        "worker_processes 1;",
        `pid ${dir}/nginx.pid;`,
        `error_log ${dir}/error.log warn;`,
        "events { worker_connections 256; }",
        "http {",
        "  access_log off;",
        `  client_body_temp_path ${dir}/body;`,
        `  proxy_temp_path ${dir}/proxy;`,
        `  fastcgi_temp_path ${dir}/fastcgi;`,
        `  uwsgi_temp_path ${dir}/uwsgi;`,
        `  scgi_temp_path ${dir}/scgi;`,
        `  include ${dir}/openseat.conf;`,
        "}",
      ].join("\n"),
    );
    const check = spawnSync(nginx!, ["-t", "-p", dir, "-c", path.join(dir, "nginx.conf")], { encoding: "utf8" });
    expect(check.status, check.stderr).toBe(0);
    proxy = spawn(nginx!, ["-p", dir, "-c", path.join(dir, "nginx.conf"), "-g", "daemon off;"], { stdio: "ignore" });
    await waitForPort(httpsPort);
  });

  test.afterAll(() => {
    proxy?.kill("SIGTERM");
    if (dir) rmSync(dir, { recursive: true, force: true });
  });

  test("every response carries the security headers once, malformed URLs and the proxy's own answers included", async () => {
    const targets = ["/home", "/delegation-tasks-guide/form", "/no-such-page", "/%zz", "/home%", "/%E0%A4%A", "/_next/static/chunks/missing.js", "/admin"];
    for (const target of targets) {
      const response = await rawRequest(httpsBase, target);
      expectSecurityHeaders(response, `${target} (${response.status})`);
      expect(response.status, target).toBeLessThan(500);
      for (const { key } of securityHeaders) expect(Array.isArray(response.headers[key.toLowerCase()]), `${target}: one ${key}`).toBe(false);
    }
    const redirect = await rawRequest(httpBase, "/home");
    expect(redirect.status).toBe(308);
    expectSecurityHeaders(redirect, "HTTP to HTTPS redirect");
  });

  test("the proxy's headers are the app's own, so the two cannot drift apart", async () => {
    const viaProxy = await rawRequest(httpsBase, "/home");
    for (const { key, value } of securityHeaders) expect(viaProxy.headers[key.toLowerCase()], key).toBe(value);
    // The page's own policy, with its script hashes, is passed through untouched.
    const direct = await rawRequest(`http://127.0.0.1:${appPort}`, "/home");
    expect(viaProxy.headers["content-security-policy"]).toBe(direct.headers["content-security-policy"]);
  });

  test("a forged X-Forwarded-For gets no fresh limit: of 20 posts with rotating addresses, 5 are stored", async () => {
    test.setTimeout(120_000);
    // One real client (its own loopback address), lying about its address differently each time.
    const client = { localAddress: "127.0.0.77" };
    const forms = await prepareForms(httpsBase, 20, client);
    await new Promise((resolve) => setTimeout(resolve, minimumFillMs));
    const stored: string[] = [];
    for (const [index, form] of forms.entries()) {
      const forged = index % 2 === 0 ? `10.66.${index}.1` : `10.66.${index}.1, 203.0.113.${index}`;
      const reference = await postForm(httpsBase, form, { ...client, headers: { "x-forwarded-for": forged } });
      if (reference) stored.push(reference);
    }
    expect(stored).toHaveLength(5);
  });
});
