import type { MetadataRoute } from "next";
import { siteUrl } from "@/platform/page/metadata";
import { publicRoutes } from "@/platform/config/site";

export default function sitemap(): MetadataRoute.Sitemap {
  const base = siteUrl();
  return publicRoutes.map((path) => ({
    url: new URL(path, base).toString(),
    changeFrequency: "monthly",
    priority: path === "/home" ? 1 : 0.7,
  }));
}
