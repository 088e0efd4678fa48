import { fillMasterPorts } from './master/ports';
import { fillDocumentPorts } from './documents/document-ports';
import { articleBooked, bookedOutside, bookedRates, clientSentToSef, vatRateBooked, warehouseBooked } from './documents/booked.repo';
import { documentsNamingCost } from './documents/cost-references.repo';
import { moveSchemesToAnalytic } from './ledgers/gl-schemes/gl-schemes.service';
import { docStatusOf, outboxRowOf, queueForSef } from './integrations/sef/sef-outbox';
import { stornoOnSef } from './integrations/sef/sef-storno';
import { sefRuntimeOf } from './integrations/sef/sef-runtime';
import { queueForEotp } from './integrations/eotp/eotp-outbox';
import { cancelOnEotp } from './integrations/eotp/eotp-cancel';
import { deleteDocumentAttachments } from './integrations/files/attachments';
import { keepAgencyFigures } from './integrations/agency/agency-figures.repo';

/**
 * The ports a lower floor calls and a higher one answers (docs/decisions.md#floors-and-boundaries),
 * filled with the higher floors' functions. The app and the seed call this before any request or
 * booking; calling it again fills the same functions.
 */
export function wireFloors(): void {
  fillMasterPorts({ articleBooked, vatRateBooked, warehouseBooked, bookedOutside, clientSentToSef, bookedRates, documentsNamingCost, analyticAdded: moveSchemesToAnalytic });
  fillDocumentPorts({
    sef: {
      queue: queueForSef,
      statusOf: async (db, companyId, vDoc, docId) => {
        const row = await outboxRowOf(db, companyId, vDoc, docId);
        return row ? docStatusOf(row) : null;
      },
      storno: (db, config, companyId, vDoc, docId, comment) => stornoOnSef(db, sefRuntimeOf(config), companyId, vDoc, docId, comment),
    },
    eotp: {
      queue: queueForEotp,
      cancel: (db, config, companyId, vDoc, docId, reason, loadData) => cancelOnEotp(db, sefRuntimeOf(config).eotp, companyId, vDoc, docId, reason, loadData),
    },
    removeAttachments: deleteDocumentAttachments,
    keepAgencyFigures,
  });
}
