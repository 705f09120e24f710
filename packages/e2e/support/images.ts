import { randomBytes } from "node:crypto";
import { crc32, deflateSync } from "node:zlib";

/**
 * A greyscale PNG of the given size. With `noise`, every pixel is random, so the file barely compresses: a
 * 1020 × 2400 banner weighs about 2.4 MB, enough for several upload chunks.
 */
export function png(width: number, height: number, { noise = false } = {}): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, "ascii"), data]);
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 0, 0, 0, 0], 8);
  const rowBytes = width + 1;
  const pixels = noise ? randomBytes(rowBytes * height) : Buffer.alloc(rowBytes * height, 0x80);
  // Each row starts with its filter type: 0, none.
  for (let row = 0; row < height; row++) pixels[row * rowBytes] = 0;
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk("IHDR", header),
    chunk("IDAT", deflateSync(pixels)),
    chunk("IEND", Buffer.alloc(0)),
  ]);
}
