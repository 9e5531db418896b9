import { describe, expect, it } from 'vitest';
import { checkValues, EMPTY_VALUES, sentValues } from './form-values';

describe('the contact form’s checks', () => {
  const valid = { ...EMPTY_VALUES, name: 'Ana', email: 'ana@correo.com', message: 'Hola' };

  it('lets a complete message go, with or without a phone', () => {
    expect(checkValues(valid)).toEqual({});
    expect(checkValues({ ...valid, phone: '+52 (55) 1234-5678' })).toEqual({});
  });

  it('names each field to fix, as the database would refuse it', () => {
    expect(checkValues(EMPTY_VALUES)).toEqual({ name: 'name', email: 'email', message: 'message' });
    expect(checkValues({ ...valid, email: 'ana@correo' })).toEqual({ email: 'email' });
    expect(checkValues({ ...valid, email: 'ana correo@x.com' })).toEqual({ email: 'email' });
    expect(checkValues({ ...valid, phone: 'llámame' })).toEqual({ phone: 'phone' });
    expect(checkValues({ ...valid, name: 'a'.repeat(101) })).toEqual({ name: 'nameLong' });
    expect(checkValues({ ...valid, message: 'x'.repeat(4001) })).toEqual({ message: 'messageLong' });
    // Spaces alone are nothing.
    expect(checkValues({ ...valid, message: '   \n ' })).toEqual({ message: 'message' });
  });

  it('sends the fields trimmed, the name on one line, and no empty phone', () => {
    expect(sentValues({ ...valid, name: '  Ana \n María ', message: ' Hola\n\nAdiós ' })).toEqual({
      name: 'Ana María',
      email: 'ana@correo.com',
      message: 'Hola\n\nAdiós',
    });
    expect(sentValues({ ...valid, phone: ' 555 ', website: 'x' })).toMatchObject({
      phone: '555',
      website: 'x',
    });
  });
});
