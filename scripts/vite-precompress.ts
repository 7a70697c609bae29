// Every script and stylesheet of the client build is also written brotli- and gzip-compressed at the highest levels
// (x.js.br, x.js.gz), and the server sends those (server/plugins/client.ts, @fastify/static's preCompressed) instead of
// compressing each answer again: the ~700 kB of a page's first load no longer costs the server CPU on every request,
// and brotli at 11 is ~10 % smaller than the per-request level.
import { writeFile } from "node:fs/promises";
import { join } from "node:path";
import { promisify } from "node:util";
import { brotliCompress, constants, gzip } from "node:zlib";
import type { Plugin } from "vite";

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);
/** What browsers ask for as files of the shop (not source maps, read only by developer tools). */
const COMPRESSIBLE = /\.(?:js|css|svg|json)$/;

export function precompress(): Plugin {
  return {
    name: "skinstate:precompress",
    apply: "build",
    async writeBundle(options, bundle) {
      if (this.environment.config.build.ssr || !options.dir) return;
      const dir = options.dir;
      await Promise.all(Object.values(bundle).map(async (file) => {
        if (!COMPRESSIBLE.test(file.fileName)) return;
        const source = Buffer.from(file.type === "chunk" ? file.code : file.source);
        if (source.length < 1024) return;
        const params = { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: source.length };
        const [br, gz] = await Promise.all([brotli(source, { params }), gzipAsync(source, { level: 9 })]);
        const path = join(dir, file.fileName);
        await Promise.all([writeFile(`${path}.br`, br), writeFile(`${path}.gz`, gz)]);
      }));
    },
  };
}
