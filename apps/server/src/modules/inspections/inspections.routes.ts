import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { idParamSchema } from '@fleetdesk/contract/common';
import {
  inspectionCreateSchema,
  inspectionFormCreateSchema,
  inspectionFormListQuerySchema,
  inspectionFormListSchema,
  inspectionFormPatchSchema,
  inspectionFormSchema,
  inspectionListQuerySchema,
  inspectionListSchema,
  inspectionSchema,
} from '@fleetdesk/contract/inspections';
import type { AppDeps } from '../../platform/deps';
import { errorResponses } from '../../platform/errors';
import { fileReply, noContent } from '../../platform/openapi';
import { paginated } from '../../platform/pagination';
import { shopOf } from '../../platform/session';
import { contentDisposition } from '../documents';
import * as forms from './inspections.forms.service';
import { inspectionPdf } from './inspections.pdf';
import * as inspections from './inspections.service';

const tags = ['inspections'];
const formsPath = '/vehicles/inspection-forms/';
const path = '/vehicles/inspections/';
/** Writing inspections: adding or editing vehicles' records (docs/api.md "Fleet records"). */
const WRITE = ['canAdd', 'canEdit'] as const;

/** Issue 34 §3: inspection forms (edit permission) and the inspections filled with them. */
export const inspectionsRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  app.get(
    formsPath,
    {
      config: { permission: 'canViewBasic' },
      schema: {
        tags,
        summary: "Inspection forms in use (?vehicle={vin}: those for the vehicle's types)",
        querystring: inspectionFormListQuerySchema,
        response: { 200: inspectionFormListSchema, ...errorResponses },
      },
    },
    async (req) => paginated(req.url, req.query, await forms.listForms(shopOf(req), req.query)),
  );

  app.post(
    formsPath,
    {
      config: { permission: 'canEdit' },
      schema: {
        tags,
        summary:
          'Add an inspection form: its items (pass/fail, number, text, photo) and vehicle types',
        body: inspectionFormCreateSchema,
        response: { 201: inspectionFormSchema, ...errorResponses },
      },
    },
    async (req, reply) => reply.status(201).send(await forms.createForm(shopOf(req), req.body)),
  );

  app.get(
    `${formsPath}:id/`,
    {
      config: { permission: 'canViewBasic' },
      schema: {
        tags,
        summary: 'An inspection form',
        params: idParamSchema,
        response: { 200: inspectionFormSchema, ...errorResponses },
      },
    },
    async (req) => forms.getForm(shopOf(req), req.params.id),
  );

  app.patch(
    `${formsPath}:id/`,
    {
      config: { permission: 'canEdit' },
      schema: {
        tags,
        summary: 'Change a form; items sent with their id are kept, those left out are retired',
        params: idParamSchema,
        body: inspectionFormPatchSchema,
        response: { 200: inspectionFormSchema, ...errorResponses },
      },
    },
    async (req) => forms.updateForm(shopOf(req), req.params.id, req.body),
  );

  app.delete(
    `${formsPath}:id/`,
    {
      config: { permission: 'canEdit' },
      schema: {
        tags,
        summary: 'Retire a form (inspections made with it keep it)',
        params: idParamSchema,
        response: { 204: noContent('Retired'), ...errorResponses },
      },
    },
    async (req, reply) => {
      await forms.deleteForm(shopOf(req), req.params.id);
      return reply.status(204).send(null);
    },
  );

  app.get(
    path,
    {
      config: { permission: 'canViewBasic' },
      schema: {
        tags,
        summary: 'Inspections, newest first (?vehicle={vin})',
        querystring: inspectionListQuerySchema,
        response: { 200: inspectionListSchema, ...errorResponses },
      },
    },
    async (req) =>
      paginated(
        req.url,
        req.query,
        await inspections.listInspections(shopOf(req), deps.config, req.query),
      ),
  );

  app.post(
    path,
    {
      config: { permission: [...WRITE] },
      schema: {
        tags,
        summary:
          'Save a signed inspection; each failed pass/fail item opens an issue, the odometer is logged',
        body: inspectionCreateSchema,
        response: { 201: inspectionSchema, ...errorResponses },
      },
    },
    async (req, reply) =>
      reply
        .status(201)
        .send(await inspections.createInspection(shopOf(req), deps.config, req.body)),
  );

  app.get(
    `${path}:id/`,
    {
      config: { permission: 'canViewBasic' },
      schema: {
        tags,
        summary: 'An inspection with its answers',
        params: idParamSchema,
        response: { 200: inspectionSchema, ...errorResponses },
      },
    },
    async (req) => inspections.getInspection(shopOf(req), deps.config, req.params.id),
  );

  app.get(
    `${path}:id/pdf/`,
    {
      config: { permission: 'canViewBasic' },
      schema: {
        tags,
        summary: 'The inspection report (PDF) with its signature',
        params: idParamSchema,
        response: { 200: fileReply('The report', ['application/pdf']), ...errorResponses },
      },
    },
    async (req, reply) => {
      const report = await inspectionPdf(shopOf(req), deps, req.params.id);
      return reply
        .headers({
          'content-type': 'application/pdf',
          'content-disposition': contentDisposition('inline', report.filename),
          'x-content-type-options': 'nosniff',
          'cache-control': 'private, no-store',
        })
        .send(report.pdf);
    },
  );
};
