import { isProductionDeployment, type DeploymentEnv } from "@/platform/server/deployment";

/** Whether password admins must give a code from an authenticator app, and the check that keeps it on in a deployment. */
export interface SecondFactorEnv extends DeploymentEnv {
  readonly ADMIN_SECOND_FACTOR: "on" | "off";
}

export const SECOND_FACTOR_OFF_REFUSED_MESSAGE =
  "ADMIN_SECOND_FACTOR=off lets a password alone open the admin area. It is for local test runs only; a production " +
  "deployment must leave it unset (or set it to on). Refusing to start.";

export function secondFactorRequired(env: SecondFactorEnv): boolean {
  return env.ADMIN_SECOND_FACTOR !== "off";
}

/** Throws in a production deployment that turns the second factor off; start-up (startup-checks.ts) stops on it. */
export function assertSecondFactorAllowed(env: SecondFactorEnv): void {
  if (!secondFactorRequired(env) && isProductionDeployment(env)) throw new Error(SECOND_FACTOR_OFF_REFUSED_MESSAGE);
}
