import { redirect } from "next/navigation";

// Every path the site does not know sends the visitor to the landing page, as the specification asks.
export default function UnknownPath(): never {
  redirect("/home");
}
