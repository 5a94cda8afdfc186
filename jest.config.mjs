import nextJest from "next/jest.js";

const createJestConfig = nextJest({ dir: "./" });

/** @type {import('jest').Config} */
const config = {
  testEnvironment: "jsdom",
  // Jest's default is one worker fewer than the cores: on the two-core machines the suite runs on, one, so
  // the files ran one after another while the contract suites mostly waited on the Firestore emulator. Two
  // workers there overlap that waiting with the next file.
  maxWorkers: "100%",
  setupFilesAfterEnv: ["<rootDir>/tests/jest.setup.ts"],
  // The Firestore and Authentication emulators, on free ports, for every test file (and always stopped).
  globalSetup: "<rootDir>/tests/jest.global-setup.ts",
  globalTeardown: "<rootDir>/tests/jest.global-teardown.ts",
  testMatch: ["<rootDir>/tests/unit/**/*.test.ts?(x)", "<rootDir>/tests/contract/**/*.test.ts"],
  moduleNameMapper: {
    "^@/(.*)$": "<rootDir>/$1",
    // The marker package throws outside a server bundle; the unit tests run data-layer code directly.
    "^server-only$": "<rootDir>/tests/support/empty-module.ts",
  },
};

export default createJestConfig(config);
