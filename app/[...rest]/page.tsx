import { redirect } from "next/navigation";

// Every path the site does not know sends the visitor to the landing page instead of a dead end.
export default function UnknownPath(): never {
  redirect("/home");
}
