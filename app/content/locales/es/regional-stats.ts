/**
 * Spanish text of the regional talent statistics: each core hiring country's name, its time-zone
 * note and its talent hubs, keyed by the English country. Figures, flags and English-share
 * numbers stay in the English module.
 */
import type { CountryProfile, RegionalCountry } from "~/content/regional-stats";

/** The translatable fields of one country profile; `country` is the display name. */
export type CountryProfileText = Pick<CountryProfile, "timeZone" | "hubs"> & { country: string };

export const countryProfilesText: Record<RegionalCountry, CountryProfileText> = {
  Argentina: {
    country: "Argentina",
    timeZone: "ET +1 h",
    hubs: ["Buenos Aires", "Córdoba", "Rosario"],
  },
  Colombia: {
    country: "Colombia",
    timeZone: "Igual que CT",
    hubs: ["Medellín", "Bogotá", "Cali"],
  },
  Chile: {
    country: "Chile",
    timeZone: "Igual que ET",
    hubs: ["Santiago", "Valparaíso", "Concepción"],
  },
  Brazil: {
    country: "Brasil",
    timeZone: "ET +1 h",
    hubs: ["São Paulo", "Florianópolis", "Belo Horizonte"],
  },
  Uruguay: {
    country: "Uruguay",
    timeZone: "ET +1 h",
    hubs: ["Montevideo", "Punta del Este"],
  },
};
