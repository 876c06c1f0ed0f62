/** The part of pngjs (no types of its own) the check-in mail test reads a QR image with. */
declare module 'pngjs' {
  export const PNG: { sync: { read(buffer: Buffer): { width: number; height: number; data: Buffer } } };
}
