/** The part of ico-endec (which ships no types) that the build uses. */
declare module 'ico-endec' {
  const icoEndec: {
    /** An ICO file holding each image (PNG or BMP data, at most 256 px square) as one of its entries. */
    encode(images: Buffer[]): Buffer;
    /** The entries of an ICO file: each image's size, its kind and its data. */
    decode(ico: Buffer): { width: number; height: number; imageType: 'png' | 'bmp'; imageData: Buffer }[];
  };
  export default icoEndec;
}
