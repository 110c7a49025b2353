// fontkit (a dependency of pdfkit) ships no types: only what pdf-scripts.ts uses. pdfkit takes
// such a font object wherever it takes a font file.
declare module 'fontkit' {
  export type Font = { layout(text: string): unknown; postscriptName: string };
  export function create(buffer: Uint8Array): Font;
}
