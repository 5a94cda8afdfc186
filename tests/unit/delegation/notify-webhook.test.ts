/** @jest-environment node */
import { notifyWebhook, webhookSummary } from "@/lib/delegation/notify-webhook";
import type { DelegationRequest } from "@/lib/delegation/store";

const request = {
  id: "r1",
  reference: "DR-7K2F9Q",
  createdAt: "2026-01-01T00:00:00.000Z",
  fullName: "Jane Doe",
  email: "jane@acme.io",
  company: "Acme",
  organisationType: "business",
  roles: ["seo", "paid-media"],
  hoursPerWeek: "part-time",
  startTimeline: "asap",
  monthlyBudget: "2000-3999",
  message: "private details",
} as unknown as DelegationRequest;

describe("notifyWebhook", () => {
  let warn: jest.SpyInstance;
  beforeEach(() => {
    warn = jest.spyOn(console, "warn").mockImplementation(() => undefined);
  });
  afterEach(() => warn.mockRestore());

  it("posts a JSON summary without the free text", async () => {
    const fetchMock = jest.fn(async () => new Response(null, { status: 204 }));
    expect(await notifyWebhook("https://hooks.example/x", request, fetchMock as unknown as typeof fetch)).toBe(true);
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe("https://hooks.example/x");
    const body = JSON.parse(String(init.body));
    expect(body).toEqual(webhookSummary(request));
    expect(body.roles).toEqual(["SEO", "Paid media"]);
    expect(String(init.body)).not.toContain("private details");
  });

  it("logs and swallows a failing or unreachable webhook", async () => {
    const refused = jest.fn(async () => {
      throw new TypeError("fetch failed");
    });
    await expect(notifyWebhook("https://hooks.example/x", request, refused as unknown as typeof fetch)).resolves.toBe(false);
    const serverError = jest.fn(async () => new Response("no", { status: 500 }));
    await expect(notifyWebhook("https://hooks.example/x", request, serverError as unknown as typeof fetch)).resolves.toBe(false);
    expect(warn).toHaveBeenCalledTimes(2);
    expect(warn.mock.calls[1]![0]).toContain('"status":500');
  });

  it("does nothing without a URL", async () => {
    const fetchMock = jest.fn();
    expect(await notifyWebhook(undefined, request, fetchMock as unknown as typeof fetch)).toBe(false);
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
