/**
 * The Latin American countries our talent lives and works in (SPEC section 9, in its order), with
 * their ISO 3166 codes. The code names the flag drawing (components/ui/country-flag.tsx): pages
 * never use emoji flags, which Windows shows as two letters.
 */
export const SERVED_COUNTRIES = [
  { name: "Argentina", code: "AR" },
  { name: "Brazil", code: "BR" },
  { name: "Chile", code: "CL" },
  { name: "Colombia", code: "CO" },
  { name: "Mexico", code: "MX" },
  { name: "Uruguay", code: "UY" },
  { name: "Peru", code: "PE" },
  { name: "Costa Rica", code: "CR" },
  { name: "Ecuador", code: "EC" },
  { name: "Panama", code: "PA" },
  { name: "Paraguay", code: "PY" },
  { name: "Bolivia", code: "BO" },
] as const;

export type ServedCountryName = (typeof SERVED_COUNTRIES)[number]["name"];
export type CountryCode = (typeof SERVED_COUNTRIES)[number]["code"];

const codes = new Map<string, CountryCode>(SERVED_COUNTRIES.map((country) => [country.name, country.code]));

/** The ISO code of a served country, by its English name. */
export function countryCode(name: ServedCountryName): CountryCode {
  const code = codes.get(name);
  if (!code) throw new Error(`Not a served country: ${name}`);
  return code;
}
