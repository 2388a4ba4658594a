import { createServer } from "node:http";

// The least a node:http server can do per request: a fixed 301 with the same headers as a real answer.
// The bench runs it beside the redirect server to show how much of the cost is node:http itself.
const location = "https://www.hushling.example/products/cribs/baby-crib/?utm_source=instagram";
const headers = [
  ["Location", location],
  ["Cache-Control", "private, max-age=3600"],
  ["Vary", "Cookie, CloudFront-Viewer-Country, CF-IPCountry, X-Vercel-IP-Country, Accept-Language"],
  ["Content-Length", "0"],
].flat();

createServer((_request, response) => {
  response.writeHead(301, headers);
  response.end();
}).listen(Number(process.env.LINKS_PORT), "127.0.0.1");
