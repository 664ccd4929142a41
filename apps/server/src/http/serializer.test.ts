import Fastify from 'fastify';
import { validatorCompiler } from 'fastify-type-provider-zod';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { compiledSerializer, responseSerializerCompiler, withNullableTypes } from './serializer.ts';

const line = z.object({
  lineNo: z.number().int(),
  name: z.string(),
  quantity: z.number(),
  discount: z.object({ type: z.enum(['PERCENT', 'AMOUNT']), value: z.number() }).nullable(),
  batch: z.string().nullable().optional(),
});
const order = z.object({
  orderId: z.number().int(),
  statuses: z.array(z.enum(['CONFIRMED', 'UNFULFILLED', 'CANCELLED'])),
  customer: z
    .object({ customerId: z.number().int(), name: z.string(), gstin: z.string().nullable() })
    .nullable(),
  deliveryBoyId: z.number().int().nullable(),
  source: z.enum(['INSTORE', 'ONLINE']).nullable(),
  items: z.array(line),
  isPaid: z.boolean(),
  note: z.string().optional(),
});

const sample = {
  orderId: 42,
  statuses: ['CONFIRMED', 'UNFULFILLED'],
  customer: { customerId: 7, name: 'Asha "A" Rao', gstin: null, internalNote: 'not for the API' },
  deliveryBoyId: null,
  source: 'INSTORE',
  items: [
    {
      lineNo: 1,
      name: 'Toor dal\n1 kg',
      quantity: 1.5,
      discount: { type: 'PERCENT', value: 5 },
      batch: null,
    },
    { lineNo: 2, name: 'चाय', quantity: 2, discount: null, costPricePaise: 900 },
  ],
  isPaid: false,
  passwordHash: 'never sent',
};

async function appAnswering(data: unknown, crossCheck: boolean) {
  const app = Fastify();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(responseSerializerCompiler({ crossCheck }));
  app.get('/order', { schema: { response: { 200: order } } }, async () => data);
  await app.ready();
  return app;
}

describe('response serialiser', () => {
  it('writes what zod would: declared fields only, nulls, optional fields left out, text escaped', () => {
    const compiled = compiledSerializer(order);
    expect(compiled).toBeDefined();
    const text = compiled!(sample);
    expect(JSON.parse(text)).toEqual(z.encode(order, sample as never));
    expect(text).not.toContain('internalNote');
    expect(text).not.toContain('costPricePaise');
    expect(text).not.toContain('passwordHash');
    expect(JSON.parse(text).items[1]).not.toHaveProperty('batch');
  });

  it('leaves a schema with a transform to zod, which alone knows what it writes', () => {
    const withTransform = z.object({ at: z.string().transform((s) => s.toUpperCase()) });
    expect(compiledSerializer(withTransform)).toBeUndefined();
  });

  it('writes nullable values without an anyOf', () => {
    const nullable = {
      anyOf: [
        { type: 'object', properties: { a: { anyOf: [{ type: 'integer' }, { type: 'null' }] } } },
        { type: 'null' },
      ],
    };
    expect(withNullableTypes(nullable)).toEqual({
      type: ['object', 'null'],
      properties: { a: { type: ['integer', 'null'] } },
    });
    expect(withNullableTypes({ anyOf: [{ type: 'string', enum: ['A', 'B'] }, { type: 'null' }] })).toEqual({
      type: ['string', 'null'],
      enum: ['A', 'B', null],
    });
    // A real union stays a union.
    const union = { anyOf: [{ type: 'string' }, { type: 'integer' }] };
    expect(withNullableTypes(union)).toEqual(union);
  });

  it('answers through Fastify with the compiled serialiser', async () => {
    const app = await appAnswering(sample, false);
    const reply = await app.inject({ method: 'GET', url: '/order' });
    expect(reply.statusCode).toBe(200);
    expect(reply.json()).toEqual(z.encode(order, sample as never));
    await app.close();
  });

  it('refuses, while testing, an answer that breaks its schema', async () => {
    const broken = { ...sample, isPaid: 'yes' };
    const checked = await appAnswering(broken, true);
    expect((await checked.inject({ method: 'GET', url: '/order' })).statusCode).toBe(500);
    await checked.close();
  });
});
