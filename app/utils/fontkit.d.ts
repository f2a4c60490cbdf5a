// The part of fontkit (pdfkit's font engine, which ships no types) that the PDF fonts use.
declare module "fontkit" {
  export interface Font {
    postscriptName: string;
    hasGlyphForCodePoint(codePoint: number): boolean;
    /** pdfkit recognises a font object by this method. */
    layout(text: string): unknown;
  }
  export function create(buffer: Uint8Array): Font;
}
