import QRCode from 'qrcode';

/** A PNG data URL of a QR code at error-correction level M (the IPS standard's level). */
export function qrImage(payload: string): Promise<string> {
  return QRCode.toDataURL(payload, { errorCorrectionLevel: 'M', margin: 2, width: 240 });
}
