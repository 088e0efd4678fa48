import { SefHttp, type SefHttpOptions } from '../sef/sef-http';
import { eotpChanges, eotpDocument, type EotpChange, type EotpDocument, type EotpDocumentKind, type EotpRole } from './eotp-types';

/** The paths of eOtpremnica's public API (docs/domain.md#eotpremnica). */
export const EOTP_PATHS = {
  requests: '/public/documents/requests',
  requestChanges: '/public/documents/requests/changes',
  roleChanges: (role: EotpRole) => `/public/documents/${role}/changes`,
  document: (role: EotpRole, kind: EotpDocumentKind, id: string) => `/public/documents/${role}/${kind}/${encodeURIComponent(id)}`,
  documentXml: (role: EotpRole, kind: EotpDocumentKind, id: string) => `/public/documents/${role}/${kind}/${encodeURIComponent(id)}/xml/download`,
} as const;

/** eOtpremnica's key travels in `Api-key` (SEF's in `ApiKey`). */
export const EOTP_AUTH_HEADER = 'Api-key';

/**
 * One company's eOtpremnica, typed, on SEF's HTTP plumbing (the same retries, rate limit and
 * `SefError`s); only the header, the paths and the multipart send differ.
 */
export class EotpClient {
  private readonly http: SefHttp;
  constructor(options: Omit<SefHttpOptions, 'authHeader'>) {
    this.http = new SefHttp({ ...options, authHeader: EOTP_AUTH_HEADER });
  }

  /**
   * Sends a UBL document (DespatchAdvice, ReceiptAdvice, ApplicationResponse) for processing; any
   * 2xx is "accepted". The same `requestId` on every retry: eOtpremnica keeps one document per request.
   */
  async send(xml: string, requestId: string, fileName = 'document.xml'): Promise<void> {
    await this.http.text({ method: 'POST', path: EOTP_PATHS.requests, body: { form: { RequestId: requestId, File: { file: xml, name: fileName, type: 'text/xml' } } }, repeatable: true });
  }

  /** The outcome of requests of a day: the document's id, or `businessMessages` when processing failed. */
  async requestChanges(date: string, options: { requestId?: string; page?: number } = {}): Promise<EotpChange[]> {
    const answer = await this.http.json({ method: 'GET', path: EOTP_PATHS.requestChanges, query: { date, requestId: options.requestId, page: options.page ?? 0 }, repeatable: true }, eotpChanges);
    return answer.items;
  }

  /** One page (from 0) of a day's changes in a role's view: the supplier's feed shows its dispatch notes and the receipt advices to them. */
  async roleChanges(role: EotpRole, date: string, page = 0): Promise<EotpChange[]> {
    const answer = await this.http.json({ method: 'GET', path: EOTP_PATHS.roleChanges(role), query: { date, page }, repeatable: true }, eotpChanges);
    return answer.items;
  }

  supplierChanges(date: string, page = 0): Promise<EotpChange[]> {
    return this.roleChanges('suppliers', date, page);
  }

  document(role: EotpRole, kind: EotpDocumentKind, id: string): Promise<EotpDocument> {
    return this.http.json({ method: 'GET', path: EOTP_PATHS.document(role, kind, id), repeatable: true }, eotpDocument);
  }

  documentXml(role: EotpRole, kind: EotpDocumentKind, id: string): Promise<string> {
    return this.http.text({ method: 'GET', path: EOTP_PATHS.documentXml(role, kind, id), repeatable: true });
  }
}
