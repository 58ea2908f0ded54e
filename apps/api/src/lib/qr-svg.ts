import QRCode from 'qrcode';

/** The QR image of a text (a Pix payload, a table's address), as SVG: small, sharp at any size. */
export const qrSvg = (text: string): Promise<string> =>
  QRCode.toString(text, { type: 'svg', errorCorrectionLevel: 'M', margin: 2 });
