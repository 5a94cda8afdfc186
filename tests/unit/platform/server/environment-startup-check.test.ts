/** @jest-environment node */
import { parseEnv } from "@/platform/env";
import { sqliteOnCloudRunRefusal } from "@/platform/server/environment-startup-check";

describe("the store on Cloud Run", () => {
  it("refuses SQLite, set or left as the default, saying why and what to do", () => {
    for (const env of [{ K_SERVICE: "openseat" }, { K_SERVICE: "openseat", DATA_STORE: "sqlite" }]) {
      const refusal = sqliteOnCloudRunRefusal(parseEnv(env));
      expect(refusal).toMatch(/^Refusing to start: DATA_STORE is sqlite \(the default when unset\) on Cloud Run \(K_SERVICE=openseat\)\./);
      expect(refusal).toContain("lost at the next scale-down");
      expect(refusal).toContain("Set DATA_STORE=firestore");
    }
  });

  it("accepts Firestore on Cloud Run", () => {
    expect(sqliteOnCloudRunRefusal(parseEnv({ K_SERVICE: "openseat", DATA_STORE: "firestore" }))).toBeNull();
  });

  it("keeps SQLite anywhere else, a production server with a disk of its own included", () => {
    expect(sqliteOnCloudRunRefusal(parseEnv({}))).toBeNull();
    expect(sqliteOnCloudRunRefusal(parseEnv({ NODE_ENV: "production", SITE_URL: "https://www.seatwise.co" }))).toBeNull();
  });
});
