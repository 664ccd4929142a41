// Address → embedded map without an API key: Google's keyless `output=embed` map search.
export const MAP_ZOOM = { min: 3, max: 20, default: 15 } as const;

export function mapEmbedUrl(address: string, zoom: number = MAP_ZOOM.default): string | null {
  const query = address.trim();
  if (!query) return null;
  const z = Math.min(MAP_ZOOM.max, Math.max(MAP_ZOOM.min, Math.round(zoom)));
  return `https://maps.google.com/maps?q=${encodeURIComponent(query)}&z=${z}&output=embed`;
}

/** A link that opens the same place in a maps app. */
export function mapLinkUrl(address: string): string {
  return `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(address.trim())}`;
}
