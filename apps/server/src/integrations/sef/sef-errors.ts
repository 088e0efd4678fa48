/**
 * What can go wrong talking to SEF, as one typed error (docs/domain.md#reference-lists-and-errors). Each kind carries the
 * i18n key the user reads; a 400 also carries SEF's own message, field and error code.
 */
export const sefErrorKinds = ['unauthorized', 'rejected', 'rate-limited', 'server', 'network', 'timeout', 'malformed'] as const;
export type SefErrorKind = (typeof sefErrorKinds)[number];

/** The message key of each kind, in the three locale catalogs. */
export const sefErrorMessageKeys: Record<SefErrorKind, string> = {
  unauthorized: 'error.sef.unauthorized',
  rejected: 'error.sef.rejected',
  'rate-limited': 'error.sef.rate-limited',
  server: 'error.sef.server',
  network: 'error.sef.network',
  timeout: 'error.sef.timeout',
  malformed: 'error.sef.malformed',
};

export interface SefErrorDetail {
  /** HTTP status SEF answered, when it answered. */
  status?: number;
  /** SEF's `Message` of a 400. */
  sefMessage?: string | null;
  /** SEF's `FieldName` of a 400. */
  fieldName?: string | null;
  /** SEF's `ErrorCode` of a 400, e.g. `UBLUploadRequestIdDuplicate`. */
  errorCode?: string | null;
}

export class SefError extends Error {
  readonly messageKey: string;
  constructor(
    readonly kind: SefErrorKind,
    readonly detail: SefErrorDetail = {},
    options?: { cause?: unknown },
  ) {
    super(detail.sefMessage ? `SEF ${kind}: ${detail.sefMessage}` : `SEF ${kind}${detail.status ? ` (${detail.status})` : ''}`, options);
    this.name = 'SefError';
    this.messageKey = sefErrorMessageKeys[kind];
  }

  get errorCode(): string | null {
    return this.detail.errorCode ?? null;
  }

  /** Worth another try later without a change by the user (not a refused key or a refused document). */
  get transient(): boolean {
    return this.kind === 'rate-limited' || this.kind === 'server' || this.kind === 'network' || this.kind === 'timeout';
  }
}
