/**
 * Browser crypto of the sign-in exchange: RSA-OAEP (SHA-256) encryption of the password with the
 * server's one-time public key, and the PKCE verifier/challenge pair (RFC 7636, S256).
 * WebCrypto's `subtle` exists only in secure contexts (HTTPS or localhost).
 */
export function bytesToBase64(bytes: Uint8Array): string {
  let binary = '';
  for (let i = 0; i < bytes.length; i += 0x8000) binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return btoa(binary);
}

export const bytesToBase64Url = (bytes: Uint8Array): string =>
  bytesToBase64(bytes).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');

export function base64ToBytes(base64: string): Uint8Array<ArrayBuffer> {
  const binary = atob(base64);
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
  return bytes;
}

/** The key as base64 DER (SPKI); a PEM block is accepted too. */
function spkiBytes(publicKey: string): Uint8Array<ArrayBuffer> {
  return base64ToBytes(publicKey.replace(/-----[^-]+-----/g, '').replace(/\s+/g, ''));
}

export const hasWebCrypto = (): boolean => typeof crypto !== 'undefined' && typeof crypto.subtle !== 'undefined';

/** base64(RSA-OAEP-SHA-256(publicKey, plaintext)). */
export async function encryptForServer(publicKey: string, plaintext: string): Promise<string> {
  const key = await crypto.subtle.importKey('spki', spkiBytes(publicKey), { name: 'RSA-OAEP', hash: 'SHA-256' }, false, ['encrypt']);
  const cipher = await crypto.subtle.encrypt({ name: 'RSA-OAEP' }, key, new TextEncoder().encode(plaintext));
  return bytesToBase64(new Uint8Array(cipher));
}

/** 64 characters of base64url from 48 random bytes (RFC 7636 wants 43 to 128). */
export function createCodeVerifier(): string {
  return bytesToBase64Url(crypto.getRandomValues(new Uint8Array(48)));
}

/** base64url(SHA-256(ASCII(verifier))). */
export async function codeChallengeOf(verifier: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(verifier));
  return bytesToBase64Url(new Uint8Array(digest));
}
