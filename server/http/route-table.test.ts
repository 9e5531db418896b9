import { describe, expect, it } from 'vitest';
import { findRoute, matchPath } from './route-table';

describe('matchPath', () => {
  it('matches literal segments exactly, and no longer or shorter path', () => {
    expect(matchPath('object/move', ['object', 'move'])).toEqual({});
    expect(matchPath('object/move', ['object', 'move', 'x'])).toBeNull();
    expect(matchPath('object/move', ['object'])).toBeNull();
  });

  it('keeps `:name` segments as they came, an empty one included', () => {
    expect(matchPath('object/:bucket', ['object', 'Gallery'])).toEqual({ bucket: 'Gallery' });
    expect(matchPath('object/:bucket', ['object', ''])).toEqual({ bucket: '' });
    expect(matchPath('object/:bucket', ['object'])).toBeNull();
  });

  it('joins `*name` from one or more segments, `*name?` from none too', () => {
    expect(matchPath('object/:bucket/*key', ['object', 'b', 'a%20b', 'c.png'])).toEqual({
      bucket: 'b',
      key: 'a%20b/c.png',
    });
    expect(matchPath('object/:bucket/*key', ['object', 'b'])).toBeNull();
    expect(matchPath('upload/resumable/*id?', ['upload', 'resumable'])).toEqual({ id: '' });
  });

  it('reads an optional `:name?` left out as empty', () => {
    expect(matchPath('object/public/:bucket?/*key?', ['object', 'public'])).toEqual({ bucket: '', key: '' });
  });
});

describe('findRoute', () => {
  const route = (name: string, methods: readonly 'GET'[] | 'any', path: string) => ({
    name,
    methods,
    path,
    access: 'key',
    input: {},
    handle: async () => {},
  });
  const table = [route('first', ['GET'], 'object/:bucket'), route('second', 'any', 'object/:bucket')];

  it('takes the first route whose method and path fit', () => {
    expect(findRoute(table, 'GET', ['object', 'b'])?.route.name).toBe('first');
    expect(findRoute(table, 'DELETE', ['object', 'b'])?.route.name).toBe('second');
    expect(findRoute(table, 'GET', ['bucket'])).toBeNull();
  });
});
