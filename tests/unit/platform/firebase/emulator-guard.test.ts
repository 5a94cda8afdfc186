/** @jest-environment node */
import { assertNoEmulatorsInProduction, emulatorVariables } from "@/platform/firebase/emulator-guard";

const deployed = { NODE_ENV: "production", SITE_URL: "https://openseat.example" };

describe("emulator variables in a production deployment", () => {
  it.each(emulatorVariables)("refuses %s", (name) => {
    expect(() => assertNoEmulatorsInProduction({ ...deployed, [name]: "127.0.0.1:9099" })).toThrow(`${name} is set`);
  });

  it("refuses them on Cloud Run even without a public SITE_URL", () => {
    expect(() => assertNoEmulatorsInProduction({ NODE_ENV: "production", K_SERVICE: "openseat", FIRESTORE_EMULATOR_HOST: "127.0.0.1:8080" })).toThrow(
      "a production deployment refuses to start",
    );
  });

  it("allows them in tests, development and a local production build, and allows a deployment without them", () => {
    const emulators = { FIRESTORE_EMULATOR_HOST: "127.0.0.1:8080", FIREBASE_AUTH_EMULATOR_HOST: "127.0.0.1:9099" };
    expect(() => assertNoEmulatorsInProduction({ NODE_ENV: "test", ...emulators })).not.toThrow();
    expect(() => assertNoEmulatorsInProduction({ NODE_ENV: "development", SITE_URL: "https://openseat.example", ...emulators })).not.toThrow();
    expect(() => assertNoEmulatorsInProduction({ NODE_ENV: "production", SITE_URL: "http://127.0.0.1:3100", ...emulators })).not.toThrow();
    expect(() => assertNoEmulatorsInProduction({ ...deployed, FIRESTORE_EMULATOR_HOST: "  " })).not.toThrow();
    expect(() => assertNoEmulatorsInProduction(deployed)).not.toThrow();
  });
});
