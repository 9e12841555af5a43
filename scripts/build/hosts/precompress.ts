/**
 * Compression done once, at build time, for servers that send a file's
 * precompressed twin (nginx's `gzip_static` and `brotli_static`): beside
 * every text file, `name.br` (brotli, quality 11) and `name.gz` (gzip, level
 * 9), each only where it is smaller than the file itself.
 */
import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import { CONTENT_TYPES } from '../http-rules.ts';

/**
 * The files the build emits as text: every kind the site serves (http-rules.ts)
 * but raster images.
 */
const TEXT_EXTENSIONS = Object.entries(CONTENT_TYPES)
  .filter(([, type]) => !type.startsWith('image/') || type.startsWith('image/svg'))
  .map(([extension]) => extension);

const compressors = {
  '.br': (data: Buffer) =>
    promisify(brotliCompress)(data, {
      // Stryker disable next-line ObjectLiteral: the highest quality is also zlib's default; said here for the reader.
      params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY },
    }),
  '.gz': (data: Buffer) => promisify(gzip)(data, { level: constants.Z_BEST_COMPRESSION }),
};

/** Writes the twins of every text file under `dir`; the paths written, relative to `dir`. */
export async function precompress(dir: string): Promise<string[]> {
  const files = (await readdir(dir, { recursive: true, withFileTypes: true })).filter(
    (entry) => entry.isFile() && TEXT_EXTENSIONS.includes(path.extname(entry.name)),
  );
  const written = await Promise.all(
    files.map(async (entry) => {
      const file = path.join(entry.parentPath, entry.name);
      const data = await readFile(file);
      return Promise.all(
        Object.entries(compressors).map(async ([extension, compress]) => {
          const compressed = await compress(data);
          // Stryker disable next-line EqualityOperator: a twin of the same size is neither gain nor harm.
          if (compressed.length >= data.length) return [];
          await writeFile(file + extension, compressed);
          return [path.relative(dir, file + extension)];
        }),
      );
    }),
  );
  return written.flat(2).sort();
}
