import { boolean, object, string } from 'yup';
import { jsonSchemaOf, responseSchemaOf, yupRoute } from '../src/lib/yup-route';

describe('yupRoute', () => {
  const body = object({ name: string().required('Name is required'), note: string() });

  it('documents the body with the JSON Schema of its yup schema, without yup defaults', () => {
    expect(yupRoute({ summary: 'x', body }).schema).toEqual({
      summary: 'x',
      body: { type: 'object', properties: { name: { type: 'string' }, note: { type: 'string' } }, required: ['name'] },
    });
  });

  it('hands the handler the checked body without unknown fields, and the first broken rule otherwise', () => {
    const validate = yupRoute({ body }).validatorCompiler({ schema: {}, method: 'POST', url: '/', httpPart: 'body' });

    expect(validate({ name: 'Ada', extra: 1 })).toEqual({ value: { name: 'Ada' } });
    expect((validate(null) as { error: Error }).error.message).toBe('Name is required');
  });
});

describe('responseSchemaOf', () => {
  it('drops required lists but keeps fields that are called required or default', () => {
    const schema = object({ required: boolean().defined(), default: string().defined() });

    expect(jsonSchemaOf(schema).required).toEqual(['required', 'default']);
    expect(responseSchemaOf(schema)).toEqual({
      type: 'object',
      properties: { required: { type: 'boolean' }, default: { type: 'string' } },
    });
  });
});
