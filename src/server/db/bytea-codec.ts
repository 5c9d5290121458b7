/** PostgreSQL's type id of bytea. */
const BYTEA = 17;

/**
 * PGlite's own bytea codec turns each byte into a JavaScript string of its own (`Array.from(bytes).map(...)`),
 * which for a 10 MB CV costs hundreds of megabytes and seconds. Instead, a file goes to PostgreSQL as it is, as a
 * binary parameter (PGlite binds any Uint8Array in binary format), and comes back through Buffer's native hex
 * decoding of the text form `\x0a1b...`.
 */
export const pgliteByteaCodec = {
  // PGlite types a serializer as answering a string, but binds whatever Uint8Array one answers as binary.
  serializers: {
    [BYTEA]: (value: unknown): Uint8Array => {
      if (!(value instanceof Uint8Array)) throw new Error('bytea values must be a Buffer or Uint8Array');
      return value;
    },
  } as unknown as Record<number, (value: unknown) => string>,
  parsers: {
    [BYTEA]: (text: string): Buffer => Buffer.from(text.slice(2), 'hex'),
  },
};
