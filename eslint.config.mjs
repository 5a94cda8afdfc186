import nextVitals from "eslint-config-next/core-web-vitals";
import nextTypescript from "eslint-config-next/typescript";
import jsxA11y from "eslint-plugin-jsx-a11y";

/*
 * The direction imports run (docs/layout.md): app/ composes features/, which stand on ui/ and platform/;
 * the platform imports nothing above it, and each feature imports the platform, ui and only the features
 * listed before it. Inside a feature, its logic does not import its components.
 */
/** Lowest first: a feature may import those before it, never those after. */
const features = ["accessibility", "outbox", "team", "auth", "analytics", "delegation", "booking", "admin", "content", "shell"];

const feature = (name) => `./features/${name}`;
const zones = [
  { target: ["./platform", "./ui", "./features"], from: "./app", message: "Routes compose the rest; nothing imports a route (docs/layout.md)." },
  { target: "./platform", from: ["./features", "./ui"], message: "The platform imports no feature and no component: pass what it needs in (docs/layout.md)." },
  { target: "./ui", from: "./features", message: "ui holds primitives every feature may use; it imports no feature (docs/layout.md)." },
  ...features.slice(0, -1).map((name, index) => ({
    target: feature(name),
    from: features.slice(index + 1).map(feature),
    message: `${name} may import only the platform, ui and the features before it (${features.slice(0, index).join(", ") || "none"}): pass the rest in (docs/layout.md).`,
  })),
  ...features.map((name) => ({
    target: [`./features/${name}/*.{ts,tsx}`, `./features/${name}/!(components)/**/*`],
    from: `./features/${name}/components`,
    message: "A feature's logic and data do not import its components; components render them (docs/layout.md).",
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
    files: ["platform/**/*.{ts,tsx}", "ui/**/*.{ts,tsx}", "features/**/*.{ts,tsx}"],
    rules: { "import/no-restricted-paths": ["error", { basePath: import.meta.dirname, zones }] },
  },
  {
    // One place reads the environment: the environment modules (and the company's details, its own slice).
    files: ["platform/**/*.{ts,tsx}", "ui/**/*.{ts,tsx}", "features/**/*.{ts,tsx}", "app/**/*.{ts,tsx}", "proxy.ts"],
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
