import { documentService } from '../../documents/document.service';
import { documentFamilies } from '../../documents/documents.module';
import type { App, AppContext } from '../../platform/http';

/**
 * The goods documents' prints, `GET /v1/{doc-ur|doc-niv}/{name}/print/{id}`: each family that
 * prints its documents provides its routes (`prints` in its registry entry).
 */
export function documentPrintModule(app: App, ctx: AppContext): void {
  for (const family of documentFamilies) family.prints?.(app, ctx, documentService(family));
}
