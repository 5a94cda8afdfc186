/** @jest-environment node */
import { existsSync, mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { openDatabase } from "@/platform/db/sqlite";
import { isBuildPhase, refuseDataDirDuringBuild } from "@/platform/server/build-phase";
import { readOrCreateSecret } from "@/platform/server/read-or-create-secret";

/** `next build` writes nothing under DATA_DIR: what would write there refuses while Next marks the build. */
describe("the build phase", () => {
  let dir: string;
  const saved = process.env.NEXT_PHASE;
  beforeEach(() => {
    dir = path.join(mkdtempSync(path.join(os.tmpdir(), "build-phase-")), "data");
  });
  afterEach(() => {
    if (saved === undefined) delete process.env.NEXT_PHASE;
    else process.env.NEXT_PHASE = saved;
    rmSync(path.dirname(dir), { recursive: true, force: true });
  });

  it("is `next build`'s phase only", () => {
    expect(isBuildPhase({ NEXT_PHASE: "phase-production-build" })).toBe(true);
    for (const NEXT_PHASE of [undefined, "phase-production-server", "phase-development-server"]) {
      expect(isBuildPhase({ NEXT_PHASE })).toBe(false);
    }
    expect(() => refuseDataDirDuringBuild("The secret", { NEXT_PHASE: "phase-production-server" })).not.toThrow();
    expect(() => refuseDataDirDuringBuild("The secret", { NEXT_PHASE: "phase-production-build" })).toThrow(
      /The secret was asked for while `next build` prerenders pages[\s\S]*await connection\(\)/,
    );
  });

  it("creates no secret and no database, not even their folder", () => {
    process.env.NEXT_PHASE = "phase-production-build";
    expect(() => readOrCreateSecret(dir, "nextauth-secret")).toThrow(/writes nothing under DATA_DIR/);
    expect(() => readOrCreateSecret(dir, "form-secret")).toThrow(/writes nothing under DATA_DIR/);
    expect(() => openDatabase(dir)).toThrow(/writes nothing under DATA_DIR/);
    expect(existsSync(dir)).toBe(false);
    // An in-memory database leaves nothing behind, so it stays allowed.
    expect(openDatabase(dir, ":memory:").open).toBe(true);
  });

  it("leaves the running server to create them", () => {
    process.env.NEXT_PHASE = "phase-production-server";
    expect(readOrCreateSecret(dir, "nextauth-secret").length).toBeGreaterThanOrEqual(32);
    openDatabase(dir).close();
    expect(existsSync(path.join(dir, "openseat.sqlite"))).toBe(true);
  });
});
