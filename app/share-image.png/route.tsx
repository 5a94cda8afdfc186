import { ImageResponse } from "next/og";
import { company } from "@/platform/config/company";
import { builtInShareImage } from "@/platform/config/company-settings";
import { figures } from "@/platform/config/promised-figures";

// Drawn once at build time: the card social networks show when a page is shared (SHARE_IMAGE_URL can replace it).
export const dynamic = "force-static";

export function GET(): ImageResponse {
  const { name } = company.brand;
  return new ImageResponse(
    (
      <div
        style={{
          width: "100%",
          height: "100%",
          display: "flex",
          flexDirection: "column",
          justifyContent: "space-between",
          padding: "72px 80px",
          background: "#0d1a33",
          color: "#ffffff",
          fontSize: 40,
        }}
      >
        <div style={{ display: "flex", alignItems: "center", gap: 28 }}>
          <svg width="96" height="96" viewBox="0 0 32 32">
            <rect width="32" height="32" rx="8" fill="#1d4ed8" />
            <path d="M9 22V11a2 2 0 0 1 2-2h3v9h8a2 2 0 0 1 2 2v2h-3v-1h-9v1H9z" fill="#ffffff" />
          </svg>
          <div style={{ fontSize: 64, fontWeight: 700 }}>{name}</div>
        </div>
        <div style={{ display: "flex", fontSize: 68, lineHeight: 1.15, maxWidth: 1000 }}>
          Vetted marketing specialists who join your team.
        </div>
        <div style={{ display: "flex", color: "#c7d2fe" }}>
          {`Paid media · SEO · Content · Design · Analytics · Automation · Shopify · Video · from ${figures.startingPrice}`}
        </div>
      </div>
    ),
    { width: builtInShareImage.width, height: builtInShareImage.height },
  );
}
