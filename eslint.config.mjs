import nextVitals from "eslint-config-next/core-web-vitals";
import nextTypescript from "eslint-config-next/typescript";
import jsxA11y from "eslint-plugin-jsx-a11y";

/*
 * The direction imports run (docs/layout.md): routes compose components and lib; in lib, the platform
 * imports no feature, and each feature imports the platform and only the features listed before it.
 */
const platform = [
  "business-hours",
  "company-placeholders.ts",
  "company-settings.ts",
  "company.ts",
  "content-shapes.ts",
  "db",
  "env",
  "error-title.ts",
  "firebase",
  "limits.ts",
  "listeners.ts",
  "local-address.ts",
  "logging",
  "mail",
  "metadata.ts",
  "promised-figures.ts",
  "rate-limit",
  "security",
  "server",
  "service-promise.ts",
  "site.ts",
];
/** Lowest first: a feature may import those before it, never those after. */
const features = ["accessibility", "outbox", "team", "auth", "delegation", "analytics", "booking", "admin", "content"];
/** Modules that compose features (every store's migrations, the start-up check of the company's details). */
const composition = ["store-schemas.ts", "company-startup-check.ts"];

const lib = (name) => `./lib/${name}`;
const zones = [
  { target: ["./lib", "./components"], from: "./app", message: "Routes compose the rest; nothing imports a route." },
  { target: "./lib", from: "./components", message: "lib holds logic and data; components render them." },
  ...platform.map((name) => ({
    target: lib(name),
    from: [...features, ...composition].map(lib),
    message: "The platform imports no feature: pass what it needs in (docs/layout.md).",
  })),
  ...features.slice(0, -1).map((name, index) => ({
    target: lib(name),
    from: [...features.slice(index + 1), ...composition].map(lib),
    message: `${name} may import only the platform and the features before it (${features.slice(0, index).join(", ") || "none"}): pass the rest in (docs/layout.md).`,
  })),
];

const config = [
  ...nextVitals,
  ...nextTypescript,
  {
    files: ["**/*.{ts,tsx}"],
    rules: {
      ...jsxA11y.flatConfigs.strict.rules,
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_" }],
    },
  },
  {
    files: ["lib/**/*.{ts,tsx}", "components/**/*.{ts,tsx}"],
    rules: { "import/no-restricted-paths": ["error", { basePath: import.meta.dirname, zones }] },
  },
  {
    // One place reads the environment: the environment modules (and the company's details, its own slice).
    files: ["lib/**/*.{ts,tsx}", "components/**/*.{ts,tsx}", "app/**/*.{ts,tsx}", "proxy.ts"],
    ignores: ["platform/env/**", "platform/config/company.ts", "app/company-startup-check.ts"],
    rules: {
      "no-restricted-properties": ["error", { object: "process", property: "env", message: "Read settings through platform/env (getEnv, or processEnv before the configuration is valid)." }],
    },
  },
  {
    ignores: [".next*/**", "node_modules/**", ".data/**", "bench/**", "test-results/**", "playwright-report/**", "next-env.d.ts"],
  },
];

export default config;
