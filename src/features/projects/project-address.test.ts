import { describe, expect, it } from 'vitest';
import { addressClashMessage, addressOwner } from './project-address';

const projects = [
  { id: 1, title: 'Torre', subtitle: 'Norte-Sur' },
  { id: 2, title: 'Casa', subtitle: 'Patio' },
];

describe('addressOwner compares decoded addresses (issue 34)', () => {
  it.each([
    ['RT 100%41', 'RT 100A'],
    ['a%2Fb', 'a/b'],
    ['%', '%25'],
  ])('%s and %s are one address', (stored, typed) => {
    const owner = { id: 9, title: stored, subtitle: 'x' };
    expect(addressOwner([owner], { title: typed, subtitle: 'x' })?.id).toBe(9);
  });

  it('names that decode differently are not', () => {
    const owner = { id: 9, title: 'RT 100%2541', subtitle: 'x' };
    expect(addressOwner([owner], { title: 'RT 100%41', subtitle: 'x' })).toBeUndefined();
  });
});

describe('addressOwner', () => {
  it('finds the project with the same joined name, whatever the hyphen split', () => {
    expect(addressOwner(projects, { title: 'Torre-Norte', subtitle: 'Sur' })?.id).toBe(1);
    expect(addressOwner(projects, { title: 'Casa', subtitle: 'Patio' })?.id).toBe(2);
    expect(addressOwner(projects, { title: 'Casa', subtitle: 'Patio 2' })).toBeUndefined();
  });

  it('ignores the project being edited and empty fields', () => {
    expect(addressOwner(projects, { title: 'Casa', subtitle: 'Patio' }, 2)).toBeUndefined();
    expect(addressOwner(projects, { title: '', subtitle: '' })).toBeUndefined();
  });

  it('names the project and its address in Spanish', () => {
    expect(addressClashMessage(projects[0]!)).toBe(
      'La dirección /ProjectsGallery/Torre-Norte-Sur ya es del proyecto «Torre — Norte-Sur». Cambia el título o el subtítulo.',
    );
  });
});
