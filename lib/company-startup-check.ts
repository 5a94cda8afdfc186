import { isProductionDeployment, type DeploymentEnv } from "@/lib/auth/deployment";
import {
  companyDefaults,
  companySettingNames,
  companySettings,
  parseCompany,
  placeholderSettings,
  type CompanyEnv,
  type CompanySettingName,
} from "@/lib/company";

export interface CompanyCheckResult {
  /** True when the server must not start. */
  readonly refuse: boolean;
  /** One message per problem, each naming the variables concerned; empty when all is well. */
  readonly problems: readonly string[];
}

/** The settings whose value differs between the build (which rendered the static pages) and this start. */
export function settingsChangedSinceBuild(env: CompanyEnv, builtWith: string | undefined): CompanySettingName[] {
  if (!builtWith) return [];
  let built: Partial<Record<CompanySettingName, string>>;
  try {
    built = JSON.parse(builtWith) as Partial<Record<CompanySettingName, string>>;
  } catch {
    return [];
  }
  const now = companySettings(env);
  return companySettingNames.filter((name) => built[name] !== undefined && built[name] !== now[name]);
}

/**
 * What start-up makes of the company's details. Malformed values stop every start. A production
 * deployment (see lib/auth/deployment.ts) also stops while a placeholder is left or while the static
 * pages were built with other values; locally those are only reported, so `npm start` just works.
 */
export function checkCompanyDetails(env: CompanyEnv & DeploymentEnv, builtWith?: string): CompanyCheckResult {
  try {
    parseCompany(env);
  } catch (error) {
    return { refuse: true, problems: [error instanceof Error ? error.message : String(error)] };
  }
  const deployed = isProductionDeployment(env);
  const problems: string[] = [];
  const placeholders = placeholderSettings(env);
  if (placeholders.length > 0 && deployed) {
    problems.push(
      [
        "These company details still hold local placeholders, and visitors would see them on every page:",
        ...placeholders.map((name) => `  - ${name} (placeholder: ${companyDefaults[name]})`),
        "Set each one to the company's real value (README: \"The company's details\").",
      ].join("\n"),
    );
  }
  const changed = settingsChangedSinceBuild(env, builtWith);
  if (changed.length > 0) {
    problems.push(
      [
        "The static pages were built with different values for:",
        ...changed.map((name) => `  - ${name}`),
        "Set them for the build as well as for the server, then build again.",
      ].join("\n"),
    );
  }
  return { refuse: deployed && problems.length > 0, problems };
}

/** Runs at server start (instrumentation.ts). */
export function runCompanyStartupCheck(): void {
  // Inlined by next.config.ts at build time: the settings the prerendered pages were rendered with.
  const builtWith = process.env.COMPANY_SETTINGS_AT_BUILD;
  const { refuse, problems } = checkCompanyDetails(process.env, builtWith);
  if (problems.length === 0) return;
  const banner = refuse
    ? "Refusing to start: the company's details are not ready for visitors."
    : "Warning about the company's details:";
  const message = `\n${banner}\n\n${problems.join("\n\n")}\n`;
  if (refuse) {
    console.error(message);
    process.exit(1);
  }
  console.warn(message);
}
