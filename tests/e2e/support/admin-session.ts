import { spawnSync } from "node:child_process";
import path from "node:path";
import { rawRequest } from "./raw-http";

/** Runs one of the admin scripts against a data folder (and the given store, SQLite by default), as an operator would. */
export function adminScript(
  dataDir: string,
  script: "admin-create" | "admin-revoke",
  args: readonly string[],
  input?: string,
  storeEnv: Readonly<Record<string, string | undefined>> = {},
): string {
  const result = spawnSync(path.resolve("node_modules/.bin/tsx"), ["--conditions=react-server", `scripts/${script}.ts`, ...args], {
    env: { ...process.env, DATA_DIR: dataDir, NODE_ENV: "production", ...storeEnv },
    input,
    encoding: "utf8",
    timeout: 60_000,
  });
  if (result.status !== 0) throw new Error(`${script} failed: ${result.stderr}${result.stdout}`);
  return result.stdout;
}

function cookiesOf(setCookie: string[] | undefined): string {
  return (setCookie ?? []).map((cookie) => cookie.split(";")[0]).join("; ");
}

export type SignInResult = { readonly ok: true; readonly cookie: string } | { readonly ok: false; readonly error: string };

/**
 * Signs in through next-auth's credentials endpoint over raw HTTP, as the sign-in form's script does,
 * from the client `forwardedFor` names (the e2e servers trust one proxy hop).
 */
export async function signInOverHttp(base: string, email: string, password: string, forwardedFor?: string): Promise<SignInResult> {
  const origin = new URL(base).origin;
  const client: Record<string, string> = forwardedFor ? { "x-forwarded-for": forwardedFor } : {};
  const csrf = await rawRequest(base, "/api/auth/csrf", { headers: client });
  const { csrfToken } = JSON.parse(csrf.body) as { csrfToken: string };
  const body = new URLSearchParams({ csrfToken, email, password, json: "true", callbackUrl: "/admin" }).toString();
  const response = await rawRequest(base, "/api/auth/callback/password", {
    method: "POST",
    headers: { ...client, origin, cookie: cookiesOf(csrf.headers["set-cookie"]), "content-type": "application/x-www-form-urlencoded" },
    body,
  });
  const url = (JSON.parse(response.body || "{}") as { url?: string }).url ?? "";
  const error = new URL(url, origin).searchParams.get("error");
  if (error) return { ok: false, error };
  const cookie = cookiesOf(response.headers["set-cookie"]);
  return cookie.includes("session-token") ? { ok: true, cookie } : { ok: false, error: `no session (${response.status})` };
}

/** Whether a session cookie still downloads the admin export. */
export async function exportsWith(base: string, cookie: string): Promise<boolean> {
  const response = await rawRequest(base, "/admin/export", { headers: { cookie } });
  return response.status === 200 && String(response.headers["content-type"]).startsWith("text/csv");
}

/** Signs out through next-auth's own endpoint (the dashboard's button does the same in a server action). */
export async function signOutOverHttp(base: string, cookie: string): Promise<void> {
  const csrf = await rawRequest(base, "/api/auth/csrf", { headers: { cookie } });
  const { csrfToken } = JSON.parse(csrf.body) as { csrfToken: string };
  await rawRequest(base, "/api/auth/signout", {
    method: "POST",
    headers: { origin: new URL(base).origin, cookie: `${cookie}; ${cookiesOf(csrf.headers["set-cookie"])}`, "content-type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams({ csrfToken, json: "true" }).toString(),
  });
}
