// The host's redirect engine ships without types; these are the calls the export test makes.
declare module "netlify-redirector" {
  type EngineRequest = {
    scheme: string;
    host: string;
    path: string;
    query: string;
    getHeader(name: string): string;
    getCookie(name: string): string;
  };
  type EngineMatch = { from: string; to: string; status: number; force: boolean } | null;
  const redirector: {
    parsePlain(rules: string, options: object): Promise<{ match(request: EngineRequest): EngineMatch }>;
  };
  export default redirector;
}
