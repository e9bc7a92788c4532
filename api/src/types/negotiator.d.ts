declare module 'negotiator' {
  /** HTTP content negotiation (the subset the API uses): `new Negotiator(request).languages()`. */
  export default class Negotiator {
    constructor(request: { headers: Record<string, string | string[] | undefined> });
    /** The languages of Accept-Language, most preferred first (q=0 left out), or those of `available`. */
    languages(available?: string[]): string[];
  }
}
