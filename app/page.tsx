import { redirect } from "next/navigation";

// The landing page lives at /home. Redirecting here rather than in next.config.ts lets the proxy
// put its security headers on this response too (config redirects answer before the proxy runs).
export default function Root(): never {
  redirect("/home");
}
