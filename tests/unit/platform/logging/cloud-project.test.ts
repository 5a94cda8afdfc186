/** @jest-environment node */
import { cloudProjectId } from "@/platform/logging/cloud-project";

describe("cloudProjectId", () => {
  it("takes the first of GOOGLE_CLOUD_PROJECT, GCLOUD_PROJECT and FIREBASE_PROJECT_ID", () => {
    const all = { GOOGLE_CLOUD_PROJECT: "first-one", GCLOUD_PROJECT: "second-one", FIREBASE_PROJECT_ID: "third-one" };
    expect(cloudProjectId(all)).toBe("first-one");
    expect(cloudProjectId({ ...all, GOOGLE_CLOUD_PROJECT: undefined })).toBe("second-one");
    expect(cloudProjectId({ FIREBASE_PROJECT_ID: "third-one" })).toBe("third-one");
  });

  it("reads the projectId App Hosting puts in FIREBASE_CONFIG", () => {
    expect(cloudProjectId({ FIREBASE_CONFIG: JSON.stringify({ projectId: "hosted-site", storageBucket: "x" }) })).toBe("hosted-site");
  });

  it("answers null without a project, or with one that is not a project id", () => {
    expect(cloudProjectId({})).toBeNull();
    expect(cloudProjectId({ FIREBASE_CONFIG: "{not json" })).toBeNull();
    expect(cloudProjectId({ FIREBASE_CONFIG: "null" })).toBeNull();
    expect(cloudProjectId({ GOOGLE_CLOUD_PROJECT: "Not/A/Project" })).toBeNull();
    expect(cloudProjectId({ GOOGLE_CLOUD_PROJECT: "x/traces/forged", FIREBASE_PROJECT_ID: "real-project" })).toBe("real-project");
  });
});
