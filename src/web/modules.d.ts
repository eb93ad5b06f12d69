// What the page's engine imports from pdfkit's browser build that its published types leave out.
declare module 'pdfkit/standard-fonts/Helvetica' {
  const metrics: object;
  export default metrics;
}
