import { ACCESS_CODE_ALPHABET, ACCESS_CODE_LENGTH } from './ministry';

/**
 * A new access code: each character drawn uniformly from the alphabet with Web Crypto (in Node
 * and in browsers). 25^6 ≈ 244 million codes; a clash is the caller's to retry.
 */
export function drawAccessCode(): string {
  const size = ACCESS_CODE_ALPHABET.length;
  // The largest multiple of the alphabet's size below 2^32: values above it are drawn again,
  // so no character is likelier than another.
  const limit = Math.floor(2 ** 32 / size) * size;
  let code = '';
  while (code.length < ACCESS_CODE_LENGTH) {
    const [value] = crypto.getRandomValues(new Uint32Array(1));
    if (value! < limit) code += ACCESS_CODE_ALPHABET[value! % size];
  }
  return code;
}
