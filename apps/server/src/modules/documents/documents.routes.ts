import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { idParamSchema } from '@fleetdesk/contract/common';
import {
  attachmentUploadFieldsSchema,
  documentListQuerySchema,
  documentListResponseSchema,
  documentPatchSchema,
  documentSchema,
  documentUploadFieldsSchema,
  fileLinkQuerySchema,
} from '@fleetdesk/contract/documents';
import type { AppDeps } from '../../platform/deps';
import { paginated } from '../../platform/pagination';
import { errorResponses } from '../../platform/errors';
import { fileReply, noContent } from '../../platform/openapi';
import { shopOf } from '../../platform/session';
import { STORED_CONTENT_TYPES } from './documents.file-type';
import { readUploadForm } from '../../platform/upload-body';
import * as files from './documents.files';
import * as documents from './documents.service';
import * as uploads from './documents.upload';

const tags = ['documents'];

export const documentsRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  app.get(
    '/vehicles/documents/',
    {
      config: { permission: 'canViewDocuments' },
      schema: {
        tags,
        summary: "A vehicle's documents (?vehicle={vin}, optional document_type and search)",
        querystring: documentListQuerySchema,
        response: { 200: documentListResponseSchema, ...errorResponses },
      },
    },
    async (req) => {
      const { count, results } = await documents.listVehicleDocuments(shopOf(req), deps, req.query);
      return paginated(req.url, req.query, { count, results });
    },
  );

  app.post(
    '/vehicles/documents/',
    {
      config: { permission: 'canManageDocuments', uploadFields: documentUploadFieldsSchema },
      schema: {
        tags,
        summary:
          'Upload a vehicle document (multipart: vehicle, document_type, title, file, notes, expires_on; at most 20 MB)',
        response: { 201: documentSchema, ...errorResponses },
      },
    },
    async (req, reply) => {
      const form = await readUploadForm(req);
      return reply.status(201).send(await uploads.uploadVehicleDocument(shopOf(req), deps, form));
    },
  );

  app.patch(
    '/vehicles/documents/:id/',
    {
      // As delete: a policy's document is the insurance manager's, any other the documents manager's.
      config: { permission: ['canManageDocuments', 'canManageInsurance'] },
      schema: {
        tags,
        summary: "Change a document's title, notes or expiry (expires_on: YYYY-MM-DD or null)",
        params: idParamSchema,
        body: documentPatchSchema,
        response: { 200: documentSchema, ...errorResponses },
      },
    },
    async (req) => documents.changeDocument(shopOf(req), deps, req.params.id, req.body),
  );

  app.delete(
    '/vehicles/documents/:id/',
    {
      // A policy's document is the insurance manager's to delete, any other the documents
      // manager's: the service tells which once it has read the row.
      config: { permission: ['canManageDocuments', 'canManageInsurance'] },
      schema: {
        tags,
        summary: 'Delete a document and its file',
        params: idParamSchema,
        response: { 204: noContent('Deleted'), ...errorResponses },
      },
    },
    async (req, reply) => {
      const result = await documents.deleteDocument(shopOf(req), deps, req.params.id);
      if (!result.fileRemoved)
        req.log.warn(
          { storageKey: result.storageKey },
          'document deleted but its file could not be removed',
        );
      return reply.status(204).send(null);
    },
  );

  app.post(
    '/vehicles/registrations/:id/upload_document/',
    {
      // Spec 2 offers this upload with the edit action; vehicle documents need manage documents.
      config: {
        permission: ['canEdit', 'canManageDocuments'],
        uploadFields: attachmentUploadFieldsSchema,
      },
      schema: {
        tags,
        summary:
          'Attach a document to a registration (multipart: file, title, notes; PDF or image; edit or manage documents)',
        params: idParamSchema,
        response: { 201: documentSchema, ...errorResponses },
      },
    },
    async (req, reply) => {
      const created = await uploads.uploadRegistrationDocument(
        shopOf(req),
        deps,
        req.params.id,
        () => readUploadForm(req),
      );
      return reply.status(201).send(created);
    },
  );

  app.post(
    '/vehicles/policies/:id/upload_document/',
    {
      // The insurance modal's upload: an insurance document follows its policy's permission.
      config: { permission: 'canManageInsurance', uploadFields: attachmentUploadFieldsSchema },
      schema: {
        tags,
        summary:
          'Attach a document to an insurance policy (multipart: file, title, notes; PDF or image; manage insurance)',
        params: idParamSchema,
        response: { 201: documentSchema, ...errorResponses },
      },
    },
    async (req, reply) => {
      const created = await uploads.uploadPolicyDocument(shopOf(req), deps, req.params.id, () =>
        readUploadForm(req),
      );
      return reply.status(201).send(created);
    },
  );

  app.get(
    '/files/:id/',
    {
      // The signature in the link is the credential, so a plain link or new tab opens it.
      config: { access: 'public' },
      schema: {
        tags,
        summary:
          "A document's file through its signed link (exp, sig; download=1 forces a download)",
        params: idParamSchema,
        querystring: fileLinkQuerySchema,
        response: {
          200: fileReply('The file, streamed', STORED_CONTENT_TYPES),
          ...errorResponses,
        },
      },
    },
    async (req, reply) => {
      const file = await files.openSignedFile(deps, req.params.id, req.query);
      return reply.headers(file.headers).send(file.stream);
    },
  );
};
