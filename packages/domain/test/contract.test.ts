import { describe, expect, it } from 'vitest';
import {
  buildOpenApiDocument,
  CONTRACT_CALLS,
  contract,
  openApiPath,
  referenceListContract,
  callRoutes,
  defineCall,
  messageResponseSchema,
  referenceListRoutes,
} from '../src/index.js';

describe('the contract', () => {
  it('names every call once, and no two calls share a method and path', () => {
    const names = CONTRACT_CALLS.map((call) => call.operationId);
    expect(new Set(names).size).toBe(names.length);
    const routes = CONTRACT_CALLS.map((call) => `${call.method} ${call.path}`);
    expect(new Set(routes).size).toBe(routes.length);
  });

  it('keys each call by its own name', () => {
    for (const [key, call] of Object.entries(contract)) expect(call.operationId).toBe(key);
    expect(referenceListContract.Location.GET.path).toBe('/api/Location/GetAll');
    expect(referenceListContract.Location.POST.operationId).toBe('GetAllLocationByPost');
  });

  it('documents 401 and 403 on every call that needs a session, and 400 on every call that takes input', () => {
    for (const call of CONTRACT_CALLS) {
      const statuses = Object.keys(call.errors).map(Number);
      if (call.audience !== 'public') expect(statuses, call.operationId).toEqual(expect.arrayContaining([401, 403]));
      if (call.request || call.params) expect(statuses, call.operationId).toContain(400);
      expect(
        statuses.some((status) => status >= 400 && status < 500),
        call.operationId,
      ).toBe(true);
    }
  });
});

describe('the OpenAPI document', () => {
  const document = buildOpenApiDocument();

  it('has one operation per call, with its name, summary and security', () => {
    for (const call of CONTRACT_CALLS) {
      const operation = document.paths[openApiPath(call.path)]?.[call.method.toLowerCase()];
      expect(operation?.operationId).toBe(call.operationId);
      expect(operation?.summary).toBe(call.summary);
      expect(operation?.security, call.operationId).toEqual(call.audience === 'public' ? [] : expect.any(Array));
    }
  });

  it('describes path and query parameters in OpenAPI form and file answers by their content types', () => {
    const pdf = document.paths['/RegistrationPrintPDF/{file}']?.get;
    expect(pdf?.parameters).toEqual([
      expect.objectContaining({ name: 'file', in: 'path', required: true }),
      expect.objectContaining({ name: 'language', in: 'query', required: false }),
    ]);
    expect(Object.keys(pdf?.responses[200].content ?? {})).toEqual(['application/pdf']);
  });

  it('leaves out union branches JSON Schema cannot say instead of admitting anything', () => {
    const text = JSON.stringify(document);
    expect(text).not.toContain('"anyOf":[{}');
    expect(text).not.toContain(',{}]');
  });
});

describe('the routes', () => {
  it('are the contract, call for call, without the schemas', () => {
    expect(Object.keys(callRoutes).sort()).toEqual(Object.keys(contract).sort());
    const routes = [
      ...Object.keys(contract).map((name) => callRoutes[name as keyof typeof callRoutes]),
      ...Object.values(referenceListRoutes).flatMap((calls) => [calls.GET, calls.POST]),
    ];
    expect(routes).toEqual(
      CONTRACT_CALLS.map((entry) => ({
        operationId: entry.operationId,
        method: entry.method,
        path: entry.path,
        audience: entry.audience,
        ...(entry.request ? { request: true } : {}),
        ...(entry.params ? { params: true } : {}),
      })),
    );
  });

  it('must agree with their schemas on what a call takes', () => {
    const details = { tag: 'Portal', summary: 'A call', response: messageResponseSchema } as const;
    expect(() => defineCall(callRoutes.GetOTP, details)).toThrow(/GetOTP: .* whether it takes request/);
    expect(() => defineCall(callRoutes.PortalConfig, { ...details, request: messageResponseSchema })).toThrow(
      /PortalConfig/,
    );
  });
});
