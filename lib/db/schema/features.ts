import "server-only";
import type { FeatureSchema } from "@/lib/db/schema/migration";
import { adminFactorsSchema } from "@/lib/db/schema/admin-factors";
import { adminSessionRecordsSchema } from "@/lib/db/schema/admin-session-records";
import { adminsSchema } from "@/lib/db/schema/admins";
import { bookingSchema } from "@/lib/db/schema/booking";
import { delegationSchema } from "@/lib/db/schema/delegation";
import { figuresSchema } from "@/lib/db/schema/figures";
import { outboxSchema } from "@/lib/db/schema/outbox";
import { rateLimitsSchema } from "@/lib/db/schema/rate-limits";
import { teamSchema } from "@/lib/db/schema/team";

/**
 * Every SQLite table, by feature, in the order the opener applies them. A feature with tables of its own
 * adds a module beside this one (its key and its migrations) and appends it here. A key is what existing
 * files record their applied versions under, so it never changes once shipped.
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
