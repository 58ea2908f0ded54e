export type Coordinates = { latitude: number; longitude: number };

type NominatimPlace = { lat?: string; lon?: string };

/**
 * Geocoding in Nominatim's documented format (GET {base}/search?format=jsonv2&q=…&countrycodes=br).
 * Answers null when nothing matches; throws when the service cannot be reached.
 */
export function createGeocoder(baseUrl: string) {
  const base = baseUrl.replace(/\/$/, '');
  return async (query: string): Promise<Coordinates | null> => {
    const params = new URLSearchParams({ format: 'jsonv2', q: query, countrycodes: 'br', limit: '1' });
    const response = await fetch(`${base}/search?${params}`, {
      headers: { 'user-agent': 'delivery-platform/0.1', 'accept-language': 'pt-BR' },
      signal: AbortSignal.timeout(5_000),
    });
    if (!response.ok) throw new Error(`geocoder answered HTTP ${response.status}`);
    const [place] = (await response.json()) as NominatimPlace[];
    const latitude = Number(place?.lat);
    const longitude = Number(place?.lon);
    return place && Number.isFinite(latitude) && Number.isFinite(longitude) ? { latitude, longitude } : null;
  };
}

/** Great-circle distance in km. */
export function distanceKm(a: Coordinates, b: Coordinates): number {
  const rad = (deg: number) => (deg * Math.PI) / 180;
  const dLat = rad(b.latitude - a.latitude);
  const dLng = rad(b.longitude - a.longitude);
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(rad(a.latitude)) * Math.cos(rad(b.latitude)) * Math.sin(dLng / 2) ** 2;
  return 2 * 6371 * Math.asin(Math.sqrt(h));
}
