import { xmlDataResponse, xmlDocParams, xmlJobCreated, xmlJobStatusResponse, xmlUuidParams } from '@knjige/contract';
import { sessionOf } from '../../platform/auth/guard';
import { conflict, notFound } from '../../platform/errors';
import type { App, AppContext } from '../../platform/http';
import { despatchFileName } from '@knjige/domain';
import { buildDespatchXml } from './ubl-despatch';
import { einvoiceFamily, loadXmlData } from './xml-data';
import { startXmlJob, xmlJobFile, xmlJobStatus } from './xml-jobs';

const attachment = (fileName: string) => `attachment; filename="${fileName.replace(/[^\w.-]/g, '_')}"`;

/** docs/domain.md#calls: the data to check, Generate, the poll and the download; and the electronic dispatch note of a goods invoice. */
export function xmlModule(app: App, { db }: AppContext): void {
  app.get('/xml/data/:vDoc/:docId', { schema: { params: xmlDocParams, response: { 200: xmlDataResponse } } }, async (request) => ({
    data: await loadXmlData(db, sessionOf(request).companyId, request.params.vDoc, request.params.docId),
  }));

  app.post('/xml/:vDoc/:docId', { schema: { params: xmlDocParams, response: { 201: xmlJobCreated } } }, async (request, reply) => {
    const uuid = await startXmlJob(db, sessionOf(request), request.params.vDoc, request.params.docId);
    return reply.status(201).send({ uuid });
  });

  app.get('/xml/status/:uuid', { schema: { params: xmlUuidParams, response: { 200: xmlJobStatusResponse } } }, async (request) => ({
    data: await xmlJobStatus(db, sessionOf(request).companyId, request.params.uuid),
  }));

  app.get('/xml/:uuid', { schema: { params: xmlUuidParams } }, async (request, reply) => {
    const { fileName, xml } = await xmlJobFile(db, sessionOf(request).companyId, request.params.uuid);
    return reply.type('application/xml; charset=utf-8').header('content-disposition', attachment(fileName)).send(xml);
  });

  app.get('/xml/despatch/:vDoc/:docId', { schema: { params: xmlDocParams } }, async (request, reply) => {
    if (!einvoiceFamily(request.params.vDoc).entry.einvoice?.despatch) throw notFound();
    const data = await loadXmlData(db, sessionOf(request).companyId, request.params.vDoc, request.params.docId);
    // services leave from no warehouse and travel with no dispatch note
    if (data.branch === null) throw conflict('error.xml.no-goods');
    if (data.document.kind !== 'invoice') throw conflict('error.xml.storno');
    return reply.type('application/xml; charset=utf-8').header('content-disposition', attachment(despatchFileName(data.document))).send(buildDespatchXml(data));
  });
}
