/**
 * The one byte range a `Range` request header asks of a file of `size` bytes (RFC 9110 §14): `bytes=a-b`,
 * `bytes=a-` or the last n bytes `bytes=-n`, with `end` inclusive and clipped to the file. `null` when there is
 * no header or one this server ignores (another unit, several ranges, a malformed one): the whole file is sent.
 * `"unsatisfiable"` when the range starts past the end (or asks for the last 0 bytes): the answer is 416.
 */
export function byteRange(header: string | undefined, size: number): { start: number; end: number } | "unsatisfiable" | null {
  const match = header?.trim().match(/^bytes=(\d*)-(\d*)$/);
  if (!match) return null;
  const [, first = "", last = ""] = match;
  if (first === "" && last === "") return null;
  if (first === "") {
    const suffix = Number(last);
    if (suffix === 0 || size === 0) return "unsatisfiable";
    return { start: Math.max(0, size - suffix), end: size - 1 };
  }
  const start = Number(first);
  if (last !== "" && Number(last) < start) return null;
  if (start >= size) return "unsatisfiable";
  const end = last === "" ? size - 1 : Number(last);
  return { start, end: Math.min(end, size - 1) };
}
