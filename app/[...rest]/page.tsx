import { redirect } from "next/navigation";
import { UNKNOWN_PATH_TARGET } from "@/platform/server/unknown-path";

// Every path the site does not know sends the visitor to the landing page instead of a dead end.
export default function UnknownPath(): never {
  redirect(UNKNOWN_PATH_TARGET);
}
