type Environment = Readonly<Record<string, string | undefined>>;

// Project ids are 6 to 30 lowercase letters, digits and hyphens; old ones may carry a domain ("example.com:name").
const projectIdPattern = /^(?:[a-z0-9][a-z0-9.-]*:)?[a-z][a-z0-9-]{4,28}[a-z0-9]$/;

function valid(value: unknown): string | null {
  return typeof value === "string" && projectIdPattern.test(value.trim()) ? value.trim() : null;
}

function fromFirebaseConfig(json: string | undefined): string | null {
  if (!json) return null;
  try {
    return valid((JSON.parse(json) as { projectId?: unknown } | null)?.projectId);
  } catch {
    return null;
  }
}

/**
 * The Google Cloud project the server runs in, for the trace names Cloud Logging links to a request.
 * Cloud Run sets none of the first three by itself; App Hosting names the project in FIREBASE_CONFIG.
 */
export function cloudProjectId(env: Environment): string | null {
  return (
    valid(env.GOOGLE_CLOUD_PROJECT) ??
    valid(env.GCLOUD_PROJECT) ??
    valid(env.FIREBASE_PROJECT_ID) ??
    fromFirebaseConfig(env.FIREBASE_CONFIG)
  );
}
