import "server-only";
import type { FeatureSchema } from "@/platform/db/schema/migration";
import { adminFactorsSchema } from "@/features/auth/factor-store/sqlite-schema";
import { adminSessionRecordsSchema } from "@/features/auth/session-store/sqlite-schema";
import { adminsSchema } from "@/features/auth/admin-store/sqlite-schema";
import { bookingSchema } from "@/features/booking/sqlite-schema";
import { delegationSchema } from "@/features/delegation/sqlite-schema";
import { figuresSchema } from "@/features/analytics/sqlite-schema";
import { outboxSchema } from "@/features/outbox/sqlite-schema";
import { rateLimitsSchema } from "@/platform/rate-limit/sqlite-schema";
import { teamSchema } from "@/features/team/sqlite-schema";

/**
 * Every feature's SQLite tables, for what looks at the whole file (the schema's tests, tools over the data
 * folder). Each feature owns its migrations beside its adapter, and the adapter applies them (with those of
 * the features whose tables it writes) when it is created; nothing that serves a request reads this list.
 * A key is what existing files record their applied versions under, so it never changes once shipped.
 */
export const schemaFeatures: readonly FeatureSchema[] = [
  delegationSchema,
  adminsSchema,
  rateLimitsSchema,
  outboxSchema,
  teamSchema,
  figuresSchema,
  adminFactorsSchema,
  adminSessionRecordsSchema,
  bookingSchema,
];
