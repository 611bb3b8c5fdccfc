/** Neutral images for stories and tests; tenants' real logos come from the Storybook loader. */
const svg = (body: string, width: number, height: number) =>
  `data:image/svg+xml,${encodeURIComponent(
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${width} ${height}" width="${width}" height="${height}">${body}</svg>`,
  )}`;

export const sampleLogo = svg(
  '<rect width="160" height="40" rx="6" fill="#1f5fbf"/><text x="80" y="26" font-family="sans-serif" font-size="16" font-weight="700" fill="#fff" text-anchor="middle">VENUE</text>',
  160,
  40,
);

export const sampleAppImage = svg(
  '<rect width="320" height="180" fill="#e8eef8"/><rect x="130" y="20" width="60" height="140" rx="10" fill="#1f2933"/><rect x="136" y="32" width="48" height="112" fill="#ffffff"/><rect x="144" y="60" width="32" height="32" fill="#1f5fbf"/>',
  320,
  180,
);

/** Story context `loaded` values the Storybook preview fills from the selected tenant. */
export interface TenantStoryAssets {
  tenantLogos?: { header: string; footer: string; print: string };
  tenantTitle?: string;
}
