declare module 'svg-to-pdfkit' {
  interface Options {
    assumePt?: boolean;
    fontCallback?: (family: string, bold: boolean, italic: boolean, options: object) => string;
    warningCallback?: (message: string) => void;
  }
  export default function SVGtoPDF(doc: PDFKit.PDFDocument, svg: string, x: number, y: number, options?: Options): void;
}
