/** Points on a map as the forms hold them: coordinates written as text. */

/** Where a map opens when nothing is placed yet: Kuwait City (spec §9 default country Kuwait). */
export const DEFAULT_POSITION = { latitude: 29.3759, longitude: 47.9774 } as const;

/** Six decimals: about 10 cm, more than a map click means. */
export const coordinate = (n: number): string => String(Math.round(n * 1e6) / 1e6);
