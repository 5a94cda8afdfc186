/** @jest-environment node */
import { readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";

/**
 * Server code logs through logEvent (one JSON line, newlines escaped), directly, with the request's trace
 * (logRequestEvent) or through a `log` it was handed, and never hands it a password, token, secret,
 * cookie or a whole form body.
 */
const root = path.resolve(__dirname, "../../..");
const serverFolders = ["features/delegation", "features/auth", "features/admin", "platform/server", "platform/rate-limit", "platform/security", "platform/db", "platform/firebase", "platform/logging", "app"];
const serverFile = /(^|\/)(actions|route|.*-store|.*store.*|auth-.*|session.*|admin-.*|get-.*)\.ts$/;

/**
 * Operator-facing terminal output at start-up or from a CLI: printed before any request exists, so
 * no visitor text can reach it, and meant for a person reading a console rather than a log pipeline.
 */
const terminalOutput = new Set(["platform/logging/log.ts", "platform/server/cli-input.ts"]);

function filesUnder(folder: string): string[] {
  const absolute = path.join(root, folder);
  let entries: string[];
  try {
    entries = readdirSync(absolute);
  } catch {
    return [];
  }
  return entries.flatMap((entry) => {
    const relative = path.join(folder, entry);
    if (statSync(path.join(root, relative)).isDirectory()) return filesUnder(relative);
    return /\.tsx?$/.test(entry) ? [relative] : [];
  });
}

const serverSources = serverFolders
  .flatMap(filesUnder)
  .filter((file) => file.startsWith("lib/") || serverFile.test(file))
  .filter((file) => !readFileSync(path.join(root, file), "utf8").startsWith('"use client"'))
  .map((file) => ({ file, text: readFileSync(path.join(root, file), "utf8") }));

const logCall = /(?<![.\w])(logEvent|logRequestEvent|log)\(/g;

function logCalls(text: string): string[] {
  const calls: string[] = [];
  for (const match of text.matchAll(logCall)) {
    let depth = 0;
    let end = match.index + match[1]!.length;
    for (; end < text.length; end += 1) {
      if (text[end] === "(") depth += 1;
      if (text[end] === ")" && --depth === 0) break;
    }
    calls.push(text.slice(match.index, end + 1));
  }
  return calls;
}

describe("server logging", () => {
  it("finds the server code it is meant to watch", () => {
    expect(serverSources.length).toBeGreaterThan(0);
  });

  it("writes no raw console lines from server code", () => {
    const offenders = serverSources
      .filter(({ file }) => !terminalOutput.has(file))
      .filter(({ text }) => /console\.(log|info|warn|error|debug)\(/.test(text))
      .map(({ file }) => file);
    expect(offenders).toEqual([]);
  });

  it("passes no secret or whole body to logEvent", () => {
    const forbidden = /\b(password|passwordHash|token|idToken|secret|cookie|formData|body|input|values)\b\s*[:,}]/i;
    const offenders = serverSources.flatMap(({ file, text }) =>
      logCalls(text)
        .filter((call) => forbidden.test(call.replace(/^\w+\(\s*"[^"]*"/, "")))
        .map((call) => `${file}: ${call.replace(/\s+/g, " ")}`),
    );
    expect(offenders).toEqual([]);
  });
});
