import { z } from "zod";
import { delegationStatuses, roleIds, type DelegationStatus, type RoleId } from "@/features/delegation/options";
import type { ListQuery, ListSort } from "@/features/delegation/store";

/**
 * The dashboard's view (search, filters, sort, page) lives in the URL, so a view can be shared and the
 * back button works. Unreadable values are dropped rather than rejected: a mangled link still shows a list.
 */
/** The lead desk's views of the list: everything, the signed-in admin's requests, or requests nobody owns. */
export const ownerViews = ["mine", "unassigned"] as const;
export type OwnerView = (typeof ownerViews)[number];

export interface DashboardView {
  readonly q: string;
  readonly owner: OwnerView | null;
  readonly status: DelegationStatus | null;
  readonly role: RoleId | null;
  /** YYYY-MM-DD, inclusive. */
  readonly from: string | null;
  /** YYYY-MM-DD, inclusive. */
  readonly to: string | null;
  readonly sort: ListSort;
  readonly cursor: string | null;
  /** 1-based, for display only; the cursor decides what is shown. */
  readonly page: number;
}

export const PAGE_SIZE = 20;

const isoDate = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/)
  .refine((value) => !Number.isNaN(Date.parse(`${value}T00:00:00Z`)));

function pick<T>(schema: z.ZodType<T>, value: unknown, fallback: T): T {
  const result = schema.safeParse(value);
  return result.success ? result.data : fallback;
}

type RawParams = Readonly<Record<string, string | string[] | undefined>>;

function first(params: RawParams, key: string): string | undefined {
  const value = params[key];
  return Array.isArray(value) ? value[0] : value;
}

export function parseDashboardView(params: RawParams): DashboardView {
  return {
    q: pick(z.string().trim().max(100), first(params, "q") ?? "", ""),
    owner: pick(z.enum(ownerViews).nullable(), first(params, "owner") ?? null, null),
    status: pick(z.enum(delegationStatuses).nullable(), first(params, "status") ?? null, null),
    role: pick(z.enum(roleIds).nullable(), first(params, "role") ?? null, null),
    from: pick(isoDate.nullable(), first(params, "from") || null, null),
    to: pick(isoDate.nullable(), first(params, "to") || null, null),
    sort: pick(z.enum(["newest", "oldest"]), first(params, "sort") ?? "newest", "newest"),
    cursor: pick(z.string().min(1).max(500).nullable(), first(params, "cursor") || null, null),
    page: pick(z.coerce.number().int().min(1).max(10_000), first(params, "page") ?? 1, 1),
  };
}

function nextDay(date: string): string {
  const day = new Date(`${date}T00:00:00Z`);
  day.setUTCDate(day.getUTCDate() + 1);
  return day.toISOString();
}

/**
 * The store query for a view; the inclusive "to" date becomes the store's exclusive bound (the next midnight,
 * UTC). "Mine" needs to know who is asking (`me`, the admin's e-mail); without it the view is everyone's.
 */
export function toListQuery(view: DashboardView, limit = PAGE_SIZE, me: string | null = null): ListQuery {
  const owner = view.owner === "unassigned" ? { owner: null } : view.owner === "mine" && me ? { owner: me } : {};
  return {
    sort: view.sort,
    limit,
    ...(view.q ? { search: view.q } : {}),
    ...owner,
    ...(view.status ? { status: view.status } : {}),
    ...(view.role ? { role: view.role } : {}),
    ...(view.from ? { from: `${view.from}T00:00:00.000Z` } : {}),
    ...(view.to ? { to: nextDay(view.to) } : {}),
    ...(view.cursor ? { cursor: view.cursor } : {}),
  };
}

/** The query string for a view; defaults are left out so URLs stay short. */
export function toSearchParams(view: DashboardView, overrides: Partial<DashboardView> = {}): URLSearchParams {
  const merged = { ...view, ...overrides };
  const params = new URLSearchParams();
  if (merged.owner) params.set("owner", merged.owner);
  if (merged.q) params.set("q", merged.q);
  if (merged.status) params.set("status", merged.status);
  if (merged.role) params.set("role", merged.role);
  if (merged.from) params.set("from", merged.from);
  if (merged.to) params.set("to", merged.to);
  if (merged.sort !== "newest") params.set("sort", merged.sort);
  if (merged.cursor) params.set("cursor", merged.cursor);
  if (merged.page > 1) params.set("page", String(merged.page));
  return params;
}

export function hrefFor(path: string, view: DashboardView, overrides: Partial<DashboardView> = {}): string {
  const query = toSearchParams(view, overrides).toString();
  return query ? `${path}?${query}` : path;
}
