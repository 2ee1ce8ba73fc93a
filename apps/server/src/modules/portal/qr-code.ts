import qrcode from 'qrcode-generator';

/**
 * `text` as a QR code in SVG, drawn by qrcode-generator (the smallest version that holds it, error
 * correction M) with the standard's quiet zone of four modules. One module is one unit of the
 * viewBox: the image scales to whatever size the page gives it.
 */
export function renderQrCodeSvg(text: string): string {
  const code = qrcode(0, 'M');
  code.addData(text);
  code.make();
  return code.createSvgTag({ cellSize: 1, margin: 4, scalable: true });
}
