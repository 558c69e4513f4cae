/** Below this many bytes a file gets no encoded copy. */
export declare const MIN_BYTES: number;
/** Extensions of the files that get brotli and gzip copies. */
export declare const COMPRESSIBLE_EXTENSIONS: Set<string>;
/** File suffix of each encoding's copy. */
export declare const ENCODING_SUFFIXES: { br: string; gzip: string };
/** Brotli quality for a file of `size` bytes. */
export declare function brotliQuality(size: number): number;
/** Both encodings of `content`. */
export declare function encode(content: Buffer): Promise<{ br: Buffer; gzip: Buffer }>;
/** Writes the copies beside the files of `clientDir`; returns what it did. */
export declare function precompress(
  clientDir: string,
): Promise<{ files: number; bytes: number; smallest: number }>;
